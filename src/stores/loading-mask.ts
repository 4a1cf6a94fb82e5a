import { create } from 'zustand';

/** A full-page loading mask (downloads); nested calls keep it up until the last one ends. */
interface LoadingMaskState {
  count: number;
  text: string;
  show: (text: string) => void;
  hide: () => void;
}

export const useLoadingMask = create<LoadingMaskState>((set) => ({
  count: 0,
  text: '',
  show: (text) => set((s) => ({ count: s.count + 1, text })),
  hide: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
}));
