import {
  checkCompatibility,
  type CompatibilityInput,
  type CompatibilityResult,
  type LoadCellData,
} from './compatibility';
import { DEFAULT_RULES, type CompatibilityRules } from './rules';

export interface Candidate<T> {
  item: T;
  lc: LoadCellData;
}

export interface RankedCandidate<T> extends Candidate<T> {
  result: CompatibilityResult;
}

/** 0 recommended, 1 legal only, 2 not legal. */
export const verdictRank = (result: Pick<CompatibilityResult, 'legal' | 'recommended'>) =>
  result.recommended ? 0 : result.legal ? 1 : 2;

/**
 * Checks every candidate load cell against the same instrument, indicator and site, and ranks
 * them: recommended first, then legal only, then the rest; within each, the smallest Emax first
 * (the smallest passing cell is the usual pick, §3.6), then the fewest failed checks.
 */
export function rankCandidates<T>(
  base: Omit<CompatibilityInput, 'lc'>,
  candidates: readonly Candidate<T>[],
  rules: CompatibilityRules = DEFAULT_RULES,
): RankedCandidate<T>[] {
  const keyed = candidates.map((candidate) => {
    const result = checkCompatibility({ ...base, lc: candidate.lc }, rules);
    let failures = 0;
    for (const check of result.checks) if (!check.pass) failures++;
    return { ranked: { ...candidate, result }, verdict: verdictRank(result), failures };
  });
  keyed.sort((a, b) => a.verdict - b.verdict || a.ranked.lc.Emax - b.ranked.lc.Emax || a.failures - b.failures);
  return keyed.map((k) => k.ranked);
}
