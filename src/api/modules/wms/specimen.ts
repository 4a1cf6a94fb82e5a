import { api } from '../../client';
import { exportOf, standardResource, type CallOptions } from '../../resource';
import type { Audited, Option, PageQuery } from '../../types';

/** The kind of product a sample is. */
export type SpecimenProductType =
  'SENSOR' | 'INSTRUMENT' | 'CONNECT_BOX' | 'DIGITAL_CHIP' | 'LARGE_SCREEN' | 'MODULAR' | 'ACCESSORY';

/** Where a sample is: in stock, lent out, used up or scrapped. */
export type SpecimenState = 'IN_STOCK' | 'LENT' | 'CONSUMED' | 'SCRAPPED';

/**
 * A sample (样品 / 样机): `wms/Specimen`, a physical unit kept for customers, tests and exhibitions.
 * Fields after domain.md §2.1 (a guess). `quantity` is what is in stock now; issues (specimen out) and
 * usage records refer to a sample by id, and a sample they refer to cannot be deleted. Saving an issue
 * or a usage record takes its quantity from the stock (an issue until it is returned, a usage record
 * until it has a return date), deleting one gives it back; neither may take more than is in stock.
 */
export interface Specimen extends Audited {
  id?: number;
  /** Required and unique, e.g. `YP-2024-015`. */
  sampleNo?: string;
  /** Required. */
  name?: string;
  productType?: SpecimenProductType;
  /** Product model, e.g. `XK3190-A12`. */
  model?: string;
  serialNo?: string;
  quantity?: number;
  /** 只, 台, 套 or 件. */
  unit?: string;
  /** Storage location, e.g. `A-03-2`. */
  location?: string;
  state?: SpecimenState;
}

export interface SpecimenQuery extends PageQuery {
  sampleNo?: string;
  name?: string;
  productType?: SpecimenProductType;
  state?: SpecimenState;
}

/** A sample as `options` lists it: `sampleNo name`, its id, and what it has in stock. */
export interface SpecimenOption extends Option<number> {
  stock?: number;
  unit?: string;
}

function toSpecimenOptions(data: unknown): SpecimenOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { label, value, stock, unit } = row as { label?: unknown; value?: unknown; stock?: unknown; unit?: unknown };
    if (typeof value !== 'number') return [];
    return [
      {
        label: label == null ? String(value) : String(label),
        value,
        stock: typeof stock === 'number' && Number.isFinite(stock) ? stock : undefined,
        unit: typeof unit === 'string' ? unit : undefined,
      },
    ];
  });
}

const PATH = 'wms/Specimen';

export const specimenApi = {
  ...standardResource<Specimen, SpecimenQuery>(PATH),
  ...exportOf(PATH, 'specimen'),
  /** `GET wms/Specimen/options`: every sample by number, with its stock (for the issue and usage forms). */
  options: async (options?: CallOptions): Promise<SpecimenOption[]> =>
    toSpecimenOptions(await api.get<unknown>(`${PATH}/options`, undefined, options)),
};
