import { api } from '../../client';
import { standardResource, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery } from '../../types';

/** What the weighing system is for; dictionary `wms_application_type`. */
export type ApplicationType = 'PLATFORM' | 'TRUCK' | 'TANK' | 'SILO' | 'HOPPER' | 'FEED_TOWER';

/** Instrument accuracy class (OIML R76); dictionary `wms_instrument_class`. */
export type InstrumentClass = 'III' | 'IIII';

/** Where a selection stands; dictionary `wms_selection_state`. */
export type SelectionState = 'DRAFT' | 'CONFIRMED' | 'QUOTED' | 'ORDERED';

/**
 * A selection record (选型数据): `wms/seldata`, the output of the selection wizard. Fields after
 * domain.md §2.1 (its environment and check-result JSON left out): masses in kg, `division` the
 * verification interval e, `deckLength`/`deckWidth` m (platform and truck scales). Tank, silo and
 * hopper systems are built from a modular (`modularId`; its default sensor, woven line, stabilizer
 * and over-plate are the usual picks); platform, truck and feed-tower scales use load cells directly.
 *
 * `selectionNo` comes from `POST model` (`XXyyyyMMdd-NNNN`, domain §5.4), reserved when the wizard
 * starts and sent with `save`. `totalModelNo` is the
 * total model code of §5.2 without its REV part (e.g. `CZM-50T-4P-M20TC3X4-A12-BJTW`); the server
 * recomputes it on every save from applicationType, maxCapacity, cellCount, deck, modular, sensor,
 * the accessories (B, W, T), `indicatorCode` and the chosen `options` letters. Reads also carry
 * `modularModelNo` and `sensorModel` (joined, never stored).
 */
export interface SelectionData extends Audited {
  id?: number;
  /** Required and unique. */
  selectionNo?: string;
  /** Required. */
  customer?: string;
  project?: string;
  /** Required. */
  applicationType?: ApplicationType;
  legalForTrade?: boolean;
  /** Max, kg; required, > 0. */
  maxCapacity?: number;
  /** 1, 2 or 5 × 10ⁿ kg. */
  division?: number;
  accuracyClass?: InstrumentClass;
  /** N, 1–99; required. */
  cellCount?: number;
  deadLoad?: number;
  deckLength?: number;
  deckWidth?: number;
  modularId?: number;
  modularModelNo?: string;
  /** Required: an existing sensor. */
  sensorId?: number;
  sensorModel?: string;
  wovenId?: number;
  stabilizerId?: number;
  overPlateId?: number;
  /** Indicator short code, `00` for none. */
  indicatorCode?: string;
  /** Option letters of §5.2 (B, D, F, G, J, K, L, S, T, W). */
  options?: string;
  totalModelNo?: string;
  /** Serial number (`ZX-yyyy-NNNN`) of the total model the save landed in (`totalmodel no/{no}`). */
  totalNo?: string;
  /** IZSR⁺, NUD and T⁺ (kg) and the lever ratio R the checks were computed with. */
  izsrPlus?: number;
  nud?: number;
  tarePlus?: number;
  reductionRatio?: number;
  /** V04 outdoor data (domain §3.4: w0, mus, muz, betaz, D, H, h, alpha, hcg, r); null indoors. */
  environment?: Record<string, number> | null;
  /** The new meter (indicator) chosen; reads also carry its `meterModel`. */
  meterId?: number;
  meterModel?: string;
  /** The configurator's checks as they were computed when the selection was saved. */
  checkResults?: StoredCheck[];
  legal?: boolean;
  recommended?: boolean;
  /** The finest legal e (kg, 1-2-5 series) for the parts chosen, as computed when saved. */
  finestE?: number;
  /** The parts' figures the checks were computed with, as they were when saved (read back: any field may be off). */
  parts?: SavedParts;
  /** Sets, ≥ 1. */
  quantity?: number;
  state?: SelectionState;
}

export interface SelectionDataQuery extends PageQuery {
  selectionNo?: string;
  customer?: string;
  applicationType?: ApplicationType;
  modularId?: number;
  state?: SelectionState;
  totalModelNo?: string;
  /** createTime range. */
  beginTime?: string;
  endTime?: string;
}

/**
 * One stored check row (the `CheckRow` of `src/lib/weighing/compatibility.ts` as saved): read back
 * from the server, so every field may be missing or mistyped.
 */
export interface StoredCheck {
  code?: string;
  key?: string;
  severity?: string;
  pass?: boolean;
  value?: number | string;
  limit?: number | string | number[];
  relation?: string;
  unit?: string;
  messageKey?: string;
}

/** A catalogue part as saved with a selection: its id, model and the figures the checks read. */
export interface SavedPart {
  id?: number;
  model?: string;
  /** Figures by name (`Emax`, `nLC`, `duMin`, …), as the checker reads them. */
  figures?: Record<string, number | string | boolean>;
}

/**
 * What a selection was computed with (saved since the selection report, issue 23): the load cell
 * (or weigh module and its cell), the indicator and the accessories, so a report can show the
 * figures of the day and say which parts the catalogue has changed since.
 */
export interface SavedParts {
  /**
   * The error share of the connecting elements (junction box and cable) p_con the checks used,
   * 0–1. Neither the spec nor domain.md §2.1 gives the selection record a field for it, so it is
   * kept in this blob with the parts' figures (saved since issue 23's review; older rows lack it).
   */
  pCon?: number;
  /** The load cell; `modularId`/`modularModel` when it is a weigh module's default cell. */
  cell?: SavedPart & { modularId?: number; modularModel?: string; classLabel?: string };
  meter?: SavedPart & { no?: string; name?: string };
  woven?: SavedPart;
  stabilizer?: SavedPart;
  overPlate?: SavedPart;
}

/**
 * Body of `POST wms/seldata/model`: nothing, or the configuration so far (the fields the §5.2
 * code is built from: applicationType, maxCapacity, cellCount, deck, modularId, sensorId,
 * woven/stabilizer/over-plate ids, indicatorCode, options), with the `selectionNo` reserved
 * before so that no second number is reserved.
 */
export type SelectionNoRequest = Partial<SelectionData>;

/** `POST wms/seldata/model`: today's next selection number and, for a configuration, its model code. */
export interface SelectionNumbers {
  /**
   * `XXyyyyMMdd-NNNN`, reserved for the caller (§5.4: on wizard start, gaps allowed): the one sent
   * while it is still reserved and unsaved, else a newly reserved one.
   */
  selectionNo: string;
  /** The §5.2 total model code the configuration gets (without REV), once it names a sensor. */
  totalModelNo?: string;
  /** The serial number of an existing total model with that code, if any. */
  totalNo?: string;
}

const PATH = 'wms/seldata';

export const selDataApi = {
  /** The standard family; `page` is the spec's `GET page` extra. */
  ...standardResource<SelectionData, SelectionDataQuery>(PATH),
  /**
   * `POST wms/seldata/model`: a reserved selection number of today, e.g. `XX20261122-0007` (the
   * one sent, while still reserved), and the model number (§5.2 code) of the configuration sent.
   */
  model: async (request: SelectionNoRequest = {}, options?: CallOptions): Promise<SelectionNumbers> => {
    const data = await api.post<unknown>(`${PATH}/model`, request, options);
    const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    return {
      selectionNo: typeof data === 'string' ? data : (text(raw.selectionNo) ?? ''),
      totalModelNo: text(raw.totalModelNo),
      totalNo: text(raw.totalNo),
    };
  },
  /**
   * `POST wms/seldata/save`: stores a selection record under its reserved `selectionNo` (checked
   * like a create: a number already saved is refused; without one the server issues one) with its check results, lands its configuration in the
   * total models (an existing one with the same code, else a new `ZX-` number: `totalNo`) and
   * returns its id.
   */
  save: (record: Partial<SelectionData>, options?: CallOptions) => api.post<Id>(`${PATH}/save`, record, options),
};
