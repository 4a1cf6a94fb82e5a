import { create } from 'zustand';

/**
 * A full-page loading mask (downloads); nested calls keep it up until the last one ends. The
 * latest call may add a progress figure and a way to cancel it.
 */
interface LoadingMaskState {
  count: number;
  text: string;
  /** A progress figure after the text (`45%`, `1.2 MB`), when known. */
  progress?: string;
  /** Shows a cancel button that calls this. */
  cancel?: () => void;
  show: (text: string, cancel?: () => void) => void;
  setProgress: (progress: string | undefined) => void;
  hide: () => void;
}

export const useLoadingMask = create<LoadingMaskState>((set) => ({
  count: 0,
  text: '',
  show: (text, cancel) => set((s) => ({ count: s.count + 1, text, progress: undefined, cancel })),
  setProgress: (progress) => set({ progress }),
  hide: () =>
    set((s) => {
      const count = Math.max(0, s.count - 1);
      return count === 0 ? { count, progress: undefined, cancel: undefined } : { count };
    }),
}));
