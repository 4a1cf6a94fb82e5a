import type { RequestHandler } from 'msw';

/** Handlers of the tower area. */
export const towerHandlers: RequestHandler[] = [];
