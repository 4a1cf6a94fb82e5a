import { exportOf, optionsOf, standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

export type ScreenColour = 'RED' | 'GREEN' | 'DUAL';
export type ScreenInterface = 'CURRENT_LOOP' | 'RS232' | 'RS485';

/**
 * A large remote display (大屏, 大屏幕显示器): `wms/LargeScreen`, the LED scoreboard beside a truck
 * scale. domain.md §1.1 leaves "data dashboard" open; in this catalogue it is the product.
 */
export interface LargeScreen extends Audited {
  id?: number;
  /** Required and unique, e.g. `DP-3-6R`. */
  model?: string;
  name?: string;
  /** Digits shown, 5–8. */
  digits?: number;
  /** Character height, inch. */
  charHeight?: number;
  colour?: ScreenColour;
  interface?: ScreenInterface;
  /** m. */
  viewingDistance?: number;
  /** e.g. `IP65`. */
  ipRating?: string;
  power?: string;
  /** CNY. */
  price?: number;
  status?: Status;
}

export interface LargeScreenQuery extends PageQuery {
  model?: string;
  name?: string;
  colour?: ScreenColour;
  interface?: ScreenInterface;
  status?: Status;
}

const PATH = 'wms/LargeScreen';

export const largeScreenApi = {
  ...standardResource<LargeScreen, LargeScreenQuery>(PATH),
  ...exportOf(PATH, 'large_screen'),
  /** `GET wms/LargeScreen/options`: the enabled screens, `{ label: model, value: id }` (a truck scale's default). */
  ...optionsOf(PATH),
};
