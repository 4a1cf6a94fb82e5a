// First: the handler modules below evaluate without stack traces (see no-call-frames).
import { restoreStackTraces } from './lib/no-call-frames';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { byPath } from './lib/by-path';

restoreStackTraces();

/** The same backend for vitest (msw/node); state lives in memory. */
export const server = setupServer(byPath(handlers));
export { mockControl } from './control';
export { faultHandler } from './faults';
