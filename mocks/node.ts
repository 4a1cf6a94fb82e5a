import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same backend for vitest (msw/node); state lives in memory. */
export const server = setupServer(...handlers);
export { mockControl } from './control';
export { faultHandler } from './faults';
