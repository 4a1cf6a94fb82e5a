import { standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** What a cable is for: load-cell extension, home run to the indicator, large-screen or comms line. */
export type CableUsage = 'LC_EXT' | 'HOME_RUN' | 'SCREEN' | 'COMM';

/**
 * `wms/xl`. The abbreviation is unexplained; domain.md §1.2 reads it as 线缆 (cable), the best fit
 * among the accessories it sits with, and this record is a cable. If the product owner says 系列
 * (series) instead, only this type and its seed change.
 */
export interface Cable extends Audited {
  id?: number;
  /** Required and unique, e.g. `RVVP-6×0.5`. */
  model?: string;
  name?: string;
  cores?: number;
  /** Cross-section per core, mm². */
  section?: number;
  shielded?: boolean;
  /** Length per unit sold, m. */
  length?: number;
  usage?: CableUsage;
  /** CNY. */
  price?: number;
  status?: Status;
}

export interface CableQuery extends PageQuery {
  model?: string;
  name?: string;
  usage?: CableUsage;
  status?: Status;
}

const PATH = 'wms/xl';

export const xlApi = standardResource<Cable, CableQuery>(PATH);
