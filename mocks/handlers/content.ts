import type { RequestHandler } from 'msw';

/** Handlers of the content area. */
export const contentHandlers: RequestHandler[] = [];
