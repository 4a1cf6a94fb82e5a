import type { Sensor } from '@/api/modules/wms/sensor';
import { loadCellOf } from '@/features/configurator/catalogue';
import { checkCompatibility, type InstrumentData } from '@/lib/weighing/compatibility';
import { APPLICATION_DEFAULTS, CATALOGUE_DEFAULTS, REFERENCE_INDICATOR } from '@/lib/weighing/rules';
import type { ApplicationType } from './wms-selection-code';
import type { ModularRow } from './wms-selection-modular';
import type { SensorRow } from './wms-selection-parts';

/** What a seeded selection was configured with. */
export interface SeededConfiguration {
  applicationType: ApplicationType;
  accuracyClass: 'III' | 'IIII';
  maxCapacity: number;
  division: number;
  cellCount: number;
  deadLoad: number;
  sensor: SensorRow;
  modular?: ModularRow;
  /** Accessories picked, with their models. */
  accessories: Partial<Record<'woven' | 'stabilizer' | 'overPlate', { id: number; model: string } | undefined>>;
}

/**
 * What the configurator saves with a selection (src/features/configurator/record.ts: checks, verdict,
 * finest e, the figures the checks read), computed with the console's own checker as the configurator
 * would: the application's IZSR and NUD shares, indoors, no indicator picked (the reference indicator), the usual p_con.
 */
export function savedChecksOf(config: SeededConfiguration) {
  const defaults = APPLICATION_DEFAULTS[config.applicationType];
  const { lc } = loadCellOf(config.sensor as Sensor, config.modular?.safeLoad);
  const Max = config.maxCapacity;
  const inst: InstrumentData = {
    class: config.accuracyClass,
    Max,
    e: config.division,
    N: config.cellCount,
    R: 1,
    DL: config.deadLoad,
    IZSR: (Max * defaults.izsrPct) / 100,
    NUD: (Max * defaults.nudPct) / 100,
    T: 0,
  };
  const pCon = CATALOGUE_DEFAULTS.pCon;
  const result = checkCompatibility({
    inst,
    lc,
    ind: REFERENCE_INDICATOR,
    pCon,
    ...(defaults.sizing.kind === 'SF' ? { SF: defaults.sizing.SF } : { K: defaults.sizing.K }),
  });
  const { sensor, modular } = config;
  return {
    izsrPlus: inst.IZSR,
    nud: inst.NUD,
    tarePlus: 0,
    reductionRatio: 1,
    environment: null,
    checkResults: result.checks.map((c) => ({ ...c, limit: typeof c.limit === 'object' ? [...c.limit] : c.limit })),
    legal: result.legal,
    recommended: result.recommended,
    finestE: result.finestE,
    parts: {
      pCon,
      cell: {
        id: sensor.id,
        model: sensor.model,
        ...(modular ? { modularId: modular.id, modularModel: modular.modelNo } : {}),
        classLabel: sensor.accuracyClass,
        figures: { ...lc },
      },
      ...Object.fromEntries(Object.entries(config.accessories).filter(([, part]) => part !== undefined)),
    },
  };
}
