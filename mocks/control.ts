import { flush, resetDb } from './db';
import { expireAllSessions } from './auth/sessions';
import { addFault, clearFaults, readFaults, type FaultRule } from './faults';

/** `window.__mock`: the tester's handle on the mock backend (README, "Mock backend"). */
export interface MockControl {
  reset: () => void;
  fault: (rule: FaultRule) => void;
  faults: () => FaultRule[];
  clearFaults: () => void;
  expireSessions: () => void;
}

export const mockControl: MockControl = {
  reset: () => {
    resetDb();
    clearFaults();
  },
  fault: addFault,
  faults: readFaults,
  clearFaults,
  expireSessions: () => {
    expireAllSessions();
    flush();
  },
};
