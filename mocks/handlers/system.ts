import type { RequestHandler } from 'msw';

/** Handlers of the system area. */
export const systemHandlers: RequestHandler[] = [];
