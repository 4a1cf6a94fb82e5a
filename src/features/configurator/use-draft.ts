import { useCallback, useEffect, useRef, useState } from 'react';
import { onSessionCleared, useSession } from '@/stores/session';
import { clearDraft, draftKey, loadDraft, newDraft, storeDraft, type Draft } from './draft';

// Signing out drops the drafts: the next person at this browser starts afresh.
onSessionCleared(() => clearDraft());

export interface DraftState {
  draft: Draft;
  /** Merges a change (or derives one from the current draft); stored at once. */
  update: (change: Partial<Draft> | ((draft: Draft) => Draft)) => void;
  /** Back to a fresh draft with nothing stored (cancel, or after a save). */
  reset: () => void;
}

/** The wizard's draft: in state for the page, in localStorage (per user) for a reload. */
export function useDraft(): DraftState {
  const key = draftKey(useSession((s) => s.user?.name) ?? '');
  const [draft, setDraft] = useState<Draft>(() => loadDraft(key) ?? newDraft());
  // The fresh draft of a reset is not stored: a cancelled or saved draft leaves nothing behind.
  const pristine = useRef<Draft | undefined>(undefined);
  useEffect(() => {
    if (draft !== pristine.current) storeDraft(key, draft);
  }, [draft, key]);
  const update = useCallback(
    (change: Partial<Draft> | ((draft: Draft) => Draft)) =>
      setDraft((current) => (typeof change === 'function' ? change(current) : { ...current, ...change })),
    [],
  );
  const reset = useCallback(() => {
    clearDraft(key);
    const fresh = newDraft();
    pristine.current = fresh;
    setDraft(fresh);
  }, [key]);
  return { draft, update, reset };
}
