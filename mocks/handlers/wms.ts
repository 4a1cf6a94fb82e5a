import type { RequestHandler } from 'msw';
import { wmsCatalogueHandlers } from './wms-catalogue';
import { wmsSelectionHandlers } from './wms-selection';

/** Handlers of the warehouse area: the selection core and the product catalogue. */
export const wmsHandlers: RequestHandler[] = [...wmsSelectionHandlers, ...wmsCatalogueHandlers];
