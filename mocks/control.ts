import { clearBulk, setBulk, type BulkRule } from './bulk';
import { flush, resetDb } from './db';
import { expireAllSessions } from './auth/sessions';
import { addAnswer, addFault, clearAnswers, clearFaults, readFaults, type AnswerRule, type FaultRule } from './faults';

/** `window.__mock`: the tester's handle on the mock backend (README, "Mock backend"). */
export interface MockControl {
  reset: () => void;
  fault: (rule: FaultRule) => void;
  faults: () => FaultRule[];
  clearFaults: () => void;
  expireSessions: () => void;
  /** Serves an answer from memory (a very large list or file, for figures); see AnswerRule. */
  answer: (rule: AnswerRule) => void;
  /** Grows a catalogue to a size (`{ sensors: 100000 }`), kept across reloads; see BulkRule. */
  bulk: (rule: BulkRule) => void;
}

export const mockControl: MockControl = {
  reset: () => {
    clearBulk();
    resetDb();
    clearFaults();
    clearAnswers();
  },
  fault: addFault,
  faults: readFaults,
  clearFaults,
  expireSessions: () => {
    expireAllSessions();
    flush();
  },
  answer: addAnswer,
  bulk: setBulk,
};
