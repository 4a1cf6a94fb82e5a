import type { SavedParts, SelectionData } from '@/api/modules/wms/seldata';
import type { CompatibilityResult } from '@/lib/weighing/compatibility';
import { APPLICATION_DEFAULTS } from '@/lib/weighing/rules';
import { pConOf } from './check-input';
import { FREE_OPTIONS, type Draft } from './draft';

/** An accessory the checks or the wiring call for, and whether the selection has it. */
export interface AccessoryNeed {
  key: 'antiLift' | 'junctionBox';
  /** Its option letter in the model number (§5.2). */
  letter: 'W' | 'J';
  met: boolean;
}

export function accessoryNeeds(draft: Draft, result: Pick<CompatibilityResult, 'antiLiftRequired'> | undefined) {
  const needs: AccessoryNeed[] = [];
  // V04: an empty vessel lifts off its windward support; the code carries W whatever is picked.
  if (result?.antiLiftRequired) needs.push({ key: 'antiLift', letter: 'W', met: draft.stabilizerId !== undefined });
  // Analog cells in parallel are summed in a junction box.
  if (draft.cell && !draft.cell.lc.digital && (draft.cellCount ?? 1) > 1)
    needs.push({ key: 'junctionBox', letter: 'J', met: draft.junctionBox });
  return needs;
}

/** The option letters sent with the configuration: the ticked ones, J, and W when V04 forces it. */
export function optionLetters(draft: Draft, result: Pick<CompatibilityResult, 'antiLiftRequired'> | undefined): string {
  const letters = new Set(draft.options.filter((o) => (FREE_OPTIONS as readonly string[]).includes(o)));
  if (draft.junctionBox) letters.add('J');
  if (result?.antiLiftRequired) letters.add('W');
  return [...letters].sort().join('');
}

/** The configuration as a selection record: what `model` codes and `save` stores (checks added by the caller). */
export function configurationOf(draft: Draft, result: CompatibilityResult | undefined): Partial<SelectionData> {
  const inst = { Max: draft.maxCapacity ?? undefined, N: draft.cellCount ?? undefined };
  const deck = draft.applicationType === 'PLATFORM' || draft.applicationType === 'TRUCK';
  const vessel = APPLICATION_DEFAULTS[draft.applicationType].vessel;
  return {
    customer: draft.customer.trim(),
    project: draft.project.trim(),
    applicationType: draft.applicationType,
    legalForTrade: draft.legalForTrade,
    maxCapacity: inst.Max,
    division: draft.division ?? undefined,
    accuracyClass: draft.accuracyClass,
    cellCount: inst.N,
    deadLoad: draft.deadLoad ?? undefined,
    ...(deck && draft.deckLength !== null && draft.deckWidth !== null
      ? { deckLength: draft.deckLength, deckWidth: draft.deckWidth }
      : {}),
    izsrPlus: draft.maxCapacity !== null ? (draft.maxCapacity * (draft.izsrPct ?? 0)) / 100 : undefined,
    nud: draft.maxCapacity !== null ? (draft.maxCapacity * (draft.nudPct ?? 0)) / 100 : undefined,
    tarePlus: draft.tare ?? 0,
    reductionRatio: draft.reductionRatio ?? 1,
    environment: vessel && draft.outdoor ? (draft.env as Record<string, number>) : null,
    modularId: draft.cell?.modularId,
    sensorId: draft.cell?.sensorId,
    wovenId: draft.wovenId,
    stabilizerId: draft.stabilizerId,
    overPlateId: draft.overPlateId,
    meterId: draft.meter?.id,
    indicatorCode:
      draft.meter?.shortCode && /^[A-Z0-9]{1,6}$/.test(draft.meter.shortCode) ? draft.meter.shortCode : '00',
    options: optionLetters(draft, result),
    quantity: draft.quantity ?? 1,
    state: draft.state,
    remark: draft.remark.trim(),
  };
}

/**
 * The parts as picked, with the figures the checks read from them (saved, so a report can tell what
 * changed), and the p_con the checks used.
 */
export function savedPartsOf(draft: Draft): SavedParts {
  const { cell, meter } = draft;
  const part = (id: number | undefined, model: string | undefined) =>
    id === undefined ? undefined : { id, ...(model ? { model } : {}) };
  return {
    pCon: pConOf(draft),
    ...(cell && {
      cell: {
        id: cell.sensorId,
        // `model` is the modular's model number for a weigh module; the cell's own model then.
        model: cell.modularId !== undefined ? (cell.sensorModel ?? cell.model) : cell.model,
        ...(cell.modularId !== undefined ? { modularId: cell.modularId, modularModel: cell.model } : {}),
        classLabel: cell.classLabel,
        figures: { ...cell.lc },
      },
    }),
    ...(meter && {
      meter: {
        id: meter.id,
        model: meter.model,
        ...(meter.no ? { no: meter.no } : {}),
        ...(meter.name ? { name: meter.name } : {}),
        figures: { ...meter.ind },
      },
    }),
    ...(draft.wovenId !== undefined && { woven: part(draft.wovenId, draft.wovenModel) }),
    ...(draft.stabilizerId !== undefined && { stabilizer: part(draft.stabilizerId, draft.stabilizerModel) }),
    ...(draft.overPlateId !== undefined && { overPlate: part(draft.overPlateId, draft.overPlateModel) }),
  };
}

/** What `seldata save` stores: the configuration with its checks, finest e and parts' figures as computed now. */
export function selectionRecordOf(draft: Draft, result: CompatibilityResult): Partial<SelectionData> {
  return {
    ...configurationOf(draft, result),
    selectionNo: draft.selectionNo,
    checkResults: result.checks.map((c) => ({ ...c, limit: typeof c.limit === 'object' ? [...c.limit] : c.limit })),
    legal: result.legal,
    recommended: result.recommended,
    finestE: result.finestE,
    parts: savedPartsOf(draft),
  };
}
