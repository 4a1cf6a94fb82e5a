import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/api/types';
import { feedback } from '@/lib/feedback/feedback';
import { t } from '@/lib/i18n';

/**
 * Saving a device's settings once at a time (invariant 9). A refusal or a failure keeps the form as
 * it is (invariant 14) and says why above it; success tells with the spec's edit-success message.
 */
export function useSaveSettings() {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const save = useCallback(async (call: () => Promise<unknown>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setSaving(true);
    setProblem(undefined);
    try {
      await call();
      void feedback().message.success(t('crud:messages.editSuccess'));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.kind !== 'canceled' && error.kind !== 'auth') setProblem(error.message);
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { saving, problem, save, clearProblem: () => setProblem(undefined) };
}
