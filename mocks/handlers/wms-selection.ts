import type { RequestHandler } from 'msw';

export const wmsSelectionHandlers: RequestHandler[] = [];
