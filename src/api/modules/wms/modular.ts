import { allocationOf } from '../../allocation';
import { api } from '../../client';
import { exportOf, standardResource, toOptions, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, Option, PageQuery, Status } from '../../types';
import { toList } from '../system/tree';
import type { OverPlate, OverPlateMaterial, OverPlateQuery } from './overplate';
import type { Sensor, SensorAccuracyClass, SensorQuery } from './sensor';
import type { Stabilizer, StabilizerQuery } from './stabilizer';
import type { Woven, WovenQuery } from './woven';

/** How the load enters the module; dictionary `wms_load_mode`. */
export type LoadMode = 'COMPRESSION' | 'TENSION';

/** Module body material; dictionary `wms_modular_material`. */
export type ModularMaterial = 'CARBON_NI' | 'SS304' | 'SS316';

/**
 * A weigh module (称重模块, product model): `wms/modular`. Sensors, woven lines, stabilizers and
 * over-plates are assigned to it (the `auth…` lists), one of each kind marked as its default.
 * Fields after domain.md §2.1: `capacity` kg (the Emax of its default sensor in the seed; the mock
 * does not enforce it), `accuracyClass` the default sensor's class label, `maxLateralForce` kN,
 * `safeLoad` % of the capacity (120–200). Reads also carry `sensorTypeName` and, per kind, the count
 * of assigned items and the default's model (joined, never stored).
 */
export interface Modular extends Audited {
  id?: number;
  /** Required and unique, `^[A-Z0-9][A-Z0-9.-]{1,63}$`, e.g. `CZM-DB-20T`. */
  modelNo?: string;
  /** Required. */
  name?: string;
  loadMode?: LoadMode;
  /** kg; required, > 0. */
  capacity?: number;
  accuracyClass?: SensorAccuracyClass;
  /** Must name an existing sensor type. */
  sensorTypeId?: number;
  sensorTypeName?: string;
  material?: ModularMaterial;
  /** Dictionary `wms_ip_rating`. */
  ipRating?: string;
  selfAligning?: boolean;
  liftOffProtection?: boolean;
  maxLateralForce?: number;
  safeLoad?: number;
  /** E.g. `4×Ø22`. */
  mountingHoles?: string;
  status?: Status;
  /** Read-only (joined): how many sensors are assigned, and the model of the default one ('' for none). */
  sensorCount?: number;
  defaultSensorModel?: string;
  /** Read-only: assigned woven lines and the default's model. */
  wovenCount?: number;
  defaultWovenModel?: string;
  /** Read-only: assigned stabilizers and the default's model. */
  stabilizerCount?: number;
  defaultStabilizerModel?: string;
  /** Read-only: assigned over-plates and the default's model. */
  overPlateCount?: number;
  defaultOverPlateModel?: string;
}

export interface ModularQuery extends PageQuery {
  modelNo?: string;
  name?: string;
  loadMode?: LoadMode;
  sensorTypeId?: number;
  material?: ModularMaterial;
  status?: Status;
  /** Capacity range, kg (inclusive). */
  minCapacity?: number;
  maxCapacity?: number;
  /** createTime range, `YYYY-MM-DD HH:mm:ss`. */
  beginTime?: string;
  endTime?: string;
}

/**
 * An assigned item as `allocatedList` (and `selPlate/lists` with a modular) return it: the item's
 * own fields plus `defaultStatus`, '0' when it is the modular's default of its kind, '1' otherwise.
 * (A field of its own, since the item's `status` is its enabled/disabled flag.)
 */
export type Allocated<T> = T & { defaultStatus?: Status };

/**
 * Body of `PUT wms/modular/change{Item}Status`: `status` '0' makes `statusId` (an item assigned to
 * the modular) its default and clears the previous default of that kind. A modular keeps exactly one
 * default of each kind it has items of (src/lib/weighing/modular-default.ts): '1' on the default is
 * refused, on any other item it changes nothing; cancelling the default passes the mark on.
 */
export interface DefaultChange {
  modularId: Id;
  statusId: Id;
  status: Status;
}

/**
 * Body of `POST wms/modular/selData/options`; every criterion is optional. A modular fits when its
 * capacity covers (maxCapacity + deadLoad) × 1.25 / cellCount (domain.md §3.4 rule V01; cellCount 4
 * when not given).
 */
export interface ModularSelectCriteria {
  /** Max of the weighing system, kg. */
  maxCapacity?: number;
  /** Dead load (vessel), kg. */
  deadLoad?: number;
  cellCount?: number;
  loadMode?: LoadMode;
  sensorTypeId?: number;
  material?: ModularMaterial;
}

/**
 * Body of `POST wms/modular/selPlate/lists` and `selPlate/options`: over-plates for a selection
 * ("plate" read as the 过渡板 under each module; domain.md §1.2 also allows 秤台, the deck). With a
 * `modularId`, only the plates assigned to it, its default first; every criterion is optional.
 */
export interface PlateCriteria {
  modularId?: Id;
  /** Load per support, kg: plates whose capMin ≤ load ≤ capMax. */
  load?: number;
  /** Plates at least this thick, mm. */
  minThickness?: number;
  material?: OverPlateMaterial;
}

/**
 * An option of `selData/options`: the modular, plus what the configurator checks it by (its
 * capacity and class, safe load % and default sensor). Every extra may be missing.
 */
export interface ModularOption extends Option {
  modelNo?: string;
  capacity?: number;
  accuracyClass?: string;
  safeLoad?: number;
  loadMode?: LoadMode;
  material?: ModularMaterial;
  /** Id of the modular's default sensor. */
  sensorId?: number;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function toModularOptions(data: unknown): ModularOption[] {
  if (!Array.isArray(data)) return [];
  return (data as unknown[]).flatMap((item): ModularOption[] => {
    const [option] = toOptions([item]);
    if (!option) return [];
    const extra = item as Record<string, unknown>;
    return [
      {
        ...option,
        modelNo: str(extra.modelNo),
        capacity: num(extra.capacity),
        accuracyClass: str(extra.accuracyClass),
        safeLoad: num(extra.safeLoad),
        loadMode: extra.loadMode === 'COMPRESSION' || extra.loadMode === 'TENSION' ? extra.loadMode : undefined,
        material:
          extra.material === 'CARBON_NI' || extra.material === 'SS304' || extra.material === 'SS316'
            ? extra.material
            : undefined,
        sensorId: num(extra.sensorId),
      },
    ];
  });
}

const PATH = 'wms/modular';

export const modularApi = {
  ...standardResource<Modular, ModularQuery>(PATH),
  /** `POST wms/modular/valid`: true, or the reason (duplicate or malformed model number, …) as the error. */
  ...validOf<Modular>(PATH),
  /** `GET wms/modular/downloadExcel`. */
  ...exportOf(PATH, 'modular'),
  /** `wms/modular/authSensor/…`: sensors of a modular (`modularId`, `sensorId`, `sensorIds`). */
  authSensor: allocationOf<Allocated<Sensor>, SensorQuery>()(`${PATH}/authSensor`, 'modularId', 'sensorId'),
  /** `wms/modular/authWoven/…` (`wovenId`, `wovenIds`). */
  authWoven: allocationOf<Allocated<Woven>, WovenQuery>()(`${PATH}/authWoven`, 'modularId', 'wovenId'),
  /** `wms/modular/authStabilizer/…` (`stabilizerId`, `stabilizerIds`). */
  authStabilizer: allocationOf<Allocated<Stabilizer>, StabilizerQuery>()(
    `${PATH}/authStabilizer`,
    'modularId',
    'stabilizerId',
  ),
  /** `wms/modular/authOverPlate/…` (`overPlateId`, `overPlateIds`). */
  authOverPlate: allocationOf<Allocated<OverPlate>, OverPlateQuery>()(
    `${PATH}/authOverPlate`,
    'modularId',
    'overPlateId',
  ),
  /** `PUT wms/modular/changeSensorStatus`: marks (or unmarks) the default sensor. */
  changeSensorStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeSensorStatus`, change),
  /** `PUT wms/modular/changeWovenStatus`. */
  changeWovenStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeWovenStatus`, change),
  /** `PUT wms/modular/changeStabilizerStatus`. */
  changeStabilizerStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeStabilizerStatus`, change),
  /** `PUT wms/modular/changeOverPlateStatus`. */
  changeOverPlateStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeOverPlateStatus`, change),
  /**
   * `POST wms/modular/selData/options`: enabled modulars fitting the criteria, smallest first,
   * `{ label: 'modelNo name', value: id }` with the figures of {@link ModularOption}.
   */
  selDataOptions: async (criteria: ModularSelectCriteria = {}, options?: CallOptions): Promise<ModularOption[]> =>
    toModularOptions(await api.post<unknown>(`${PATH}/selData/options`, criteria, options)),
  /** `POST wms/modular/selPlate/lists`: the enabled over-plates fitting the criteria (with `defaultStatus` when a modular is given). */
  selPlateLists: async (criteria: PlateCriteria = {}, options?: CallOptions): Promise<Allocated<OverPlate>[]> =>
    toList<Allocated<OverPlate>>(await api.post<unknown>(`${PATH}/selPlate/lists`, criteria, options)),
  /** `POST wms/modular/selPlate/options`: the same plates as options, `{ label: model, value: id }`. */
  selPlateOptions: async (criteria: PlateCriteria = {}, options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.post<unknown>(`${PATH}/selPlate/options`, criteria, options)),
};
