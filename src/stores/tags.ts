import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { onSessionCleared } from './session';

/** One visited page in the tab bar (§2), keyed by path + query. */
export interface Tag {
  /** path + query, e.g. /system/user?status=0 */
  key: string;
  path: string;
  /** Route title key (namespace 'route'). */
  title: string;
  /** Fixed tags (the dashboard) cannot be closed. */
  fixed?: boolean;
}

export const DASHBOARD_TAG: Tag = { key: '/dashboard', path: '/dashboard', title: 'dashboard', fixed: true };
export const TAGS_STORAGE_KEY = 'console:tags';

interface TagsState {
  tags: Tag[];
  /** Bumped by refresh: the page cache keys each page by it, so a refresh remounts just that page. */
  refreshes: Record<string, number>;
  /**
   * Bumped each time a tag is closed. The page on screen stays mounted until the router shows
   * another; if its tag is opened again first, the page cache sees the count moved and mounts a new page.
   */
  closes: Record<string, number>;
  add: (tag: Tag) => void;
  /** Closes one tag; returns the neighbour to show when it was the active one (right, else left). */
  close: (key: string) => Tag | undefined;
  closeOthers: (key: string) => void;
  closeLeft: (key: string) => void;
  closeRight: (key: string) => void;
  closeAll: () => void;
  refresh: (key: string) => void;
  /** Back to the fixed tags only (sign-out, 401). */
  reset: () => void;
}

const withFixed = (tags: Tag[]): Tag[] =>
  tags.some((t) => t.key === DASHBOARD_TAG.key) ? tags : [DASHBOARD_TAG, ...tags];

/** Keeps the tags `kept` picks and counts a close for each of the others. */
function closing(
  state: Pick<TagsState, 'tags' | 'closes'>,
  kept: (tag: Tag, index: number) => boolean | undefined,
): Pick<TagsState, 'tags' | 'closes'> {
  const closes = { ...state.closes };
  state.tags.forEach((tag, index) => {
    if (!kept(tag, index)) closes[tag.key] = (closes[tag.key] ?? 0) + 1;
  });
  return { tags: state.tags.filter(kept), closes };
}

export const useTags = create<TagsState>()(
  persist(
    (set, get) => ({
      tags: [DASHBOARD_TAG],
      refreshes: {},
      closes: {},
      add(tag) {
        const { tags } = get();
        const index = tags.findIndex((t) => t.key === tag.key);
        if (index >= 0) {
          if (tags[index].title === tag.title) return;
          set({ tags: tags.map((t, i) => (i === index ? { ...t, title: tag.title } : t)) });
          return;
        }
        set({ tags: withFixed([...tags, tag]) });
      },
      close(key) {
        const { tags } = get();
        const index = tags.findIndex((t) => t.key === key);
        if (index < 0 || tags[index].fixed) return undefined;
        set((s) => closing(s, (_, i) => i !== index));
        const next = get().tags;
        return next[index] ?? next[index - 1];
      },
      closeOthers: (key) => set((s) => closing(s, (t) => t.fixed || t.key === key)),
      closeLeft(key) {
        const index = get().tags.findIndex((t) => t.key === key);
        if (index < 0) return;
        set((s) => closing(s, (t, i) => t.fixed || i >= index));
      },
      closeRight(key) {
        const index = get().tags.findIndex((t) => t.key === key);
        if (index < 0) return;
        set((s) => closing(s, (t, i) => t.fixed || i <= index));
      },
      closeAll: () => set((s) => closing(s, (t) => t.fixed)),
      refresh: (key) => set((s) => ({ refreshes: { ...s.refreshes, [key]: (s.refreshes[key] ?? 0) + 1 } })),
      reset: () => set({ tags: [DASHBOARD_TAG], refreshes: {}, closes: {} }),
    }),
    {
      name: TAGS_STORAGE_KEY,
      version: 1,
      // Only paths and title keys: never the token or any server data.
      partialize: (s) => ({ tags: s.tags.map(({ key, path, title, fixed }) => ({ key, path, title, fixed })) }),
      merge: (persisted, current) => {
        const saved = (persisted as { tags?: unknown } | undefined)?.tags;
        const tags = Array.isArray(saved)
          ? saved.filter(
              (t): t is Tag =>
                typeof t === 'object' &&
                t !== null &&
                typeof (t as Tag).key === 'string' &&
                typeof (t as Tag).path === 'string' &&
                typeof (t as Tag).title === 'string' &&
                (t as Tag).key.startsWith('/'),
            )
          : [];
        return { ...current, tags: withFixed(tags) };
      },
    },
  ),
);

onSessionCleared(() => useTags.getState().reset());
