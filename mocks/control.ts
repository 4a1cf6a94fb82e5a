import { clearBulk, setBulk, type BulkRule } from './bulk';
import { flush, resetDb } from './db';
import { expireAllSessions } from './auth/sessions';
import {
  addAnswer,
  addFault,
  clearAnswers,
  clearFaults,
  heldCount,
  readFaults,
  releaseHeld,
  type AnswerRule,
  type FaultRule,
} from './faults';

/** `window.__mock`: the tester's handle on the mock backend (README, "Mock backend"). */
export interface MockControl {
  reset: () => void;
  fault: (rule: FaultRule) => void;
  faults: () => FaultRule[];
  clearFaults: () => void;
  /** Requests a `hold` rule is holding now. */
  held: () => number;
  /** Drops the `hold` rules and lets their requests go on; the number let go. */
  release: () => number;
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
    releaseHeld();
    clearFaults();
    clearAnswers();
  },
  fault: addFault,
  faults: readFaults,
  clearFaults,
  held: heldCount,
  release: releaseHeld,
  expireSessions: () => {
    expireAllSessions();
    flush();
  },
  answer: addAnswer,
  bulk: setBulk,
};
