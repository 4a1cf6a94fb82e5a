import { standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/**
 * A hardware/firmware version of a weighing indicator (仪表版本): `wms/InstrumentVersion`. Fields
 * after domain.md §2.1; a version belongs to a weight instrument (`instrumentId`), and at most
 * one version per instrument is the latest (saving one with `isLatest` clears the flag on the others).
 */
export interface InstrumentVersion extends Audited {
  id?: number;
  /** Required; the weight instrument this version belongs to. */
  instrumentId?: number;
  /** Joined on reads: the instrument's model. */
  instrumentModel?: string;
  /** e.g. `H2.1`. */
  hwVersion?: string;
  /** Required, `V3.02.1` style (an optional letter, then 2–4 dotted numbers). */
  fwVersion?: string;
  /** Legally relevant software identification shown on the display (OIML R76), e.g. `P1.02`. */
  legalSoftwareId?: string;
  /** `YYYY-MM-DD`. */
  releaseDate?: string;
  changelog?: string;
  isLatest?: boolean;
  status?: Status;
}

export interface InstrumentVersionQuery extends PageQuery {
  instrumentId?: number;
  fwVersion?: string;
  status?: Status;
}

const PATH = 'wms/InstrumentVersion';

export const instrumentVersionApi = standardResource<InstrumentVersion, InstrumentVersionQuery>(PATH);
