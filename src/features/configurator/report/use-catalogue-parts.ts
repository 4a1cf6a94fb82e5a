import type { SelectionData } from '@/api/modules/wms/seldata';
import { modularApi } from '@/api/modules/wms/modular';
import { newMeterApi } from '@/api/modules/wms/new-meter';
import { overPlateApi } from '@/api/modules/wms/overplate';
import { sensorApi } from '@/api/modules/wms/sensor';
import { stabilizerApi } from '@/api/modules/wms/stabilizer';
import { wovenApi } from '@/api/modules/wms/woven';
import { useAccess } from '@/lib/access/access';
import { loadCellOf, meterPickOf } from '../catalogue';
import { useLoad } from '../use-load';
import { partIdOf, readSavedParts, type CurrentPart, type CurrentParts, type PartKind } from './report-data';

const PERMISSION: Record<PartKind, string> = {
  cell: 'wms:sensor:query',
  meter: 'wms:NewMeter:query',
  woven: 'wms:woven:query',
  stabilizer: 'wms:stabilizer:query',
  overPlate: 'wms:overplate:query',
};

/**
 * Today's catalogue rows of the parts a saved selection names (the standard `GET {res}/{id}`), to
 * tell which have changed since it was saved. Only what the user may read is asked for, silently:
 * a part that cannot be read is said so in the report, never in a toast.
 */
export function useCatalogueParts(selection: SelectionData | undefined): {
  current: CurrentParts | undefined;
  loading: boolean;
} {
  const can = useAccess();
  const saved = selection ? readSavedParts(selection) : {};
  const wanted = (kind: PartKind) => (selection ? partIdOf(selection, kind) : undefined);
  const key = selection
    ? JSON.stringify([
        selection.id,
        ...(['cell', 'meter', 'woven', 'stabilizer', 'overPlate'] as const).map((k) =>
          can.permi(PERMISSION[k]) ? wanted(k) : null,
        ),
        selection.modularId,
      ])
    : undefined;
  const loaded = useLoad(key, async (signal) => {
    const options = { signal, silent: true };
    const read = async (
      kind: PartKind,
      get: (id: number) => Promise<CurrentPart>,
    ): Promise<[PartKind, CurrentPart]> => {
      const id = wanted(kind);
      if (id === undefined || !can.permi(PERMISSION[kind])) return [kind, { state: 'unreadable' }];
      try {
        return [kind, await get(id)];
      } catch {
        return [kind, { state: 'unreadable' }];
      }
    };
    const modularId = selection?.modularId ?? saved.cell?.modularId;
    const entries = await Promise.all([
      read('cell', async (id) => {
        const sensor = await sensorApi.get(id, options);
        const modular =
          typeof modularId === 'number' && can.permi('wms:modular:query')
            ? await modularApi.get(modularId, options).catch(() => undefined)
            : undefined;
        return {
          state: 'found',
          model: sensor.model,
          modularModel: modular?.modelNo,
          figures: { ...loadCellOf(sensor, modular?.safeLoad).lc },
        };
      }),
      read('meter', async (id) => {
        const meter = await newMeterApi.get(id, options);
        return { state: 'found', model: meter.model, figures: { ...meterPickOf(meter).ind } };
      }),
      read('woven', async (id) => ({ state: 'found', model: (await wovenApi.get(id, options)).model })),
      read('stabilizer', async (id) => ({ state: 'found', model: (await stabilizerApi.get(id, options)).model })),
      read('overPlate', async (id) => ({ state: 'found', model: (await overPlateApi.get(id, options)).model })),
    ]);
    // Only the parts the selection names count.
    return Object.fromEntries(entries.filter(([kind]) => wanted(kind) !== undefined)) as CurrentParts;
  });
  return { current: loaded.data ?? (loaded.failed ? {} : undefined), loading: loaded.loading };
}
