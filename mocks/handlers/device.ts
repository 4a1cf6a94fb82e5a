import type { RequestHandler } from 'msw';

/** Handlers of the device area. */
export const deviceHandlers: RequestHandler[] = [];
