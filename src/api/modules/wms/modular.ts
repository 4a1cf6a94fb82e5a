import { allocationOf } from '../../allocation';
import { api } from '../../client';
import { exportOf, standardResource, toOptions, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, Option, PageQuery, Status } from '../../types';
import { toList } from '../system/tree';
import type { OverPlate, OverPlateQuery } from './overplate';
import type { Sensor, SensorQuery } from './sensor';
import type { Stabilizer, StabilizerQuery } from './stabilizer';
import type { Woven, WovenQuery } from './woven';

/** How the load enters the module (guess after domain.md §2.1). */
export type LoadMode = 'COMPRESSION' | 'TENSION';

/**
 * A weigh module (称重模块, product model): `wms/modular`. Sensors, woven lines, stabilizers and
 * over-plates are assigned to it (the `auth…` lists), one of each kind marked as its default.
 * `capacity` kg; reads also carry `sensorTypeName` (joined, never stored).
 */
export interface Modular extends Audited {
  id?: number;
  /** Required and unique, e.g. `MK-BEAM-2t`. */
  modelNo?: string;
  /** Required. */
  name?: string;
  loadMode?: LoadMode;
  /** kg; required, > 0. */
  capacity?: number;
  sensorTypeId?: number;
  sensorTypeName?: string;
  material?: string;
  ipRating?: string;
  status?: Status;
}

export interface ModularQuery extends PageQuery {
  modelNo?: string;
  name?: string;
  loadMode?: LoadMode;
  sensorTypeId?: number;
  status?: Status;
}

/** An assigned item as `allocatedList` returns it: `defaultStatus` '0' = the modular's default of its kind. */
export type Allocated<T> = T & { defaultStatus?: Status };

/** Body of `PUT wms/modular/change…Status`: `status` '0' makes `statusId` the default, '1' unmarks it. */
export interface DefaultChange {
  modularId: Id;
  statusId: Id;
  status: Status;
}

/** Body of `POST wms/modular/selData/options`: the modulars that fit a selection; every criterion is optional. */
export interface ModularSelectCriteria {
  /** Modulars whose capacity × cellCount (4 when not given) reaches this total, kg. */
  capacity?: number;
  cellCount?: number;
  loadMode?: LoadMode;
  sensorTypeId?: number;
}

/** Body of `POST wms/modular/selPlate/lists` and `selPlate/options`. */
export interface PlateCriteria {
  modularId: Id;
  /** Plates at least this thick, mm. */
  minThickness?: number;
}

const PATH = 'wms/modular';

export const modularApi = {
  ...standardResource<Modular, ModularQuery>(PATH),
  /** `POST wms/modular/valid`: true, or the reason (duplicate model number) as the error. */
  ...validOf<Modular>(PATH),
  /** `GET wms/modular/downloadExcel`. */
  ...exportOf(PATH, 'modular'),
  /** `wms/modular/authSensor/…`: sensors of a modular. */
  authSensor: allocationOf<Allocated<Sensor>, SensorQuery>()(`${PATH}/authSensor`, 'modularId', 'sensorId'),
  /** `wms/modular/authWoven/…`. */
  authWoven: allocationOf<Allocated<Woven>, WovenQuery>()(`${PATH}/authWoven`, 'modularId', 'wovenId'),
  /** `wms/modular/authStabilizer/…`. */
  authStabilizer: allocationOf<Allocated<Stabilizer>, StabilizerQuery>()(
    `${PATH}/authStabilizer`,
    'modularId',
    'stabilizerId',
  ),
  /** `wms/modular/authOverPlate/…`. */
  authOverPlate: allocationOf<Allocated<OverPlate>, OverPlateQuery>()(
    `${PATH}/authOverPlate`,
    'modularId',
    'overPlateId',
  ),
  /** `PUT wms/modular/changeSensorStatus`: marks (or unmarks) the default sensor; marking clears the previous one. */
  changeSensorStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeSensorStatus`, change),
  /** `PUT wms/modular/changeWovenStatus`. */
  changeWovenStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeWovenStatus`, change),
  /** `PUT wms/modular/changeStabilizerStatus`. */
  changeStabilizerStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeStabilizerStatus`, change),
  /** `PUT wms/modular/changeOverPlateStatus`. */
  changeOverPlateStatus: (change: DefaultChange) => api.put<void>(`${PATH}/changeOverPlateStatus`, change),
  /** `POST wms/modular/selData/options`: enabled modulars fitting the criteria, smallest first, `{ label: modelNo name, value: id }`. */
  selDataOptions: async (criteria: ModularSelectCriteria = {}, options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.post<unknown>(`${PATH}/selData/options`, criteria, options)),
  /** `POST wms/modular/selPlate/lists`: the enabled over-plates assigned to the modular, default first. */
  selPlateLists: async (criteria: PlateCriteria, options?: CallOptions): Promise<Allocated<OverPlate>[]> =>
    toList<Allocated<OverPlate>>(await api.post<unknown>(`${PATH}/selPlate/lists`, criteria, options)),
  /** `POST wms/modular/selPlate/options`: the same plates as options, `{ label: model, value: id }`. */
  selPlateOptions: async (criteria: PlateCriteria, options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.post<unknown>(`${PATH}/selPlate/options`, criteria, options)),
};
