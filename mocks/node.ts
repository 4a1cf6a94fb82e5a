import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { byPath } from './lib/by-path';

/** The same backend for vitest (msw/node); state lives in memory. */
export const server = setupServer(byPath(handlers));
export { mockControl } from './control';
export { faultHandler } from './faults';
