import type { RequestHandler } from 'msw';

export const wmsCatalogueHandlers: RequestHandler[] = [];
