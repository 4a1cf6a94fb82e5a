import { faultHandler } from '../faults';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { deviceHandlers } from './device';
import { systemHandlers } from './system';
import { towerHandlers } from './tower';
import { wmsHandlers } from './wms';

/** Every handler of the mock backend; the fault layer runs first. One file per area. */
export const handlers = [
  faultHandler,
  ...authHandlers,
  ...contentHandlers,
  ...systemHandlers,
  ...wmsHandlers,
  ...towerHandlers,
  ...deviceHandlers,
];
