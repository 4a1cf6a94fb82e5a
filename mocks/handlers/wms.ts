import type { RequestHandler } from 'msw';

/** Handlers of the wms area. */
export const wmsHandlers: RequestHandler[] = [];
