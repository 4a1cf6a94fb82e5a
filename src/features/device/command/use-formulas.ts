import { useEffect, useState } from 'react';
import { deviceArithApi } from '@/api/modules/device/device-arith';
import { useAccess } from '@/lib/access/access';
import { formulaOf, type WeightFormula } from '../arith-formula';

/**
 * The raw-to-weight formula of each instrument named, read once per instrument, quietly: without
 * the arithmetic permission, or for an instrument without a set, it is `null` and the reply is read
 * with the defaults.
 */
export function useFormulas(deviceIds: readonly string[]): ReadonlyMap<string, WeightFormula | null> {
  const allowed = useAccess().permi('device:arith:query');
  const [formulas, setFormulas] = useState<ReadonlyMap<string, WeightFormula | null>>(new Map());
  const missing = [...new Set(deviceIds)]
    .filter((id) => id !== '' && !formulas.has(id))
    .sort()
    .join(',');
  useEffect(() => {
    if (!allowed || missing === '') return;
    const controller = new AbortController();
    void Promise.all(
      missing.split(',').map((id) =>
        deviceArithApi.get(id, { signal: controller.signal, silent: true }).then(
          (arith) => [id, formulaOf(arith)] as const,
          () => [id, null] as const,
        ),
      ),
    ).then((found) => {
      if (!controller.signal.aborted) setFormulas((current) => new Map([...current, ...found]));
    });
    return () => controller.abort();
  }, [allowed, missing]);
  return formulas;
}
