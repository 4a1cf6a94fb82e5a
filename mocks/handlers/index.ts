import { faultHandler } from '../faults';
import { authHandlers } from './auth';

/** Every handler of the mock backend; the fault layer runs first. */
export const handlers = [faultHandler, ...authHandlers];
