import { beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_TAG, TAGS_STORAGE_KEY, useTags, type Tag } from '@/stores/tags';
import { useSession } from '@/stores/session';

const tag = (key: string, title = key.slice(1)): Tag => ({ key, path: key.split('?')[0], title });
const keys = () => useTags.getState().tags.map((t) => t.key);

describe('tags store', () => {
  beforeEach(() => {
    useTags.getState().reset();
    ['/a', '/b', '/c', '/d'].forEach((k) => useTags.getState().add(tag(k)));
  });

  it('starts with the fixed dashboard tag and adds each visited page once', () => {
    useTags.getState().add(tag('/b'));
    expect(keys()).toEqual(['/dashboard', '/a', '/b', '/c', '/d']);
    expect(useTags.getState().tags[0]).toEqual(DASHBOARD_TAG);
  });

  it('keys tags by path and query', () => {
    useTags.getState().add(tag('/a?status=0'));
    useTags.getState().add(tag('/a?status=1'));
    expect(keys()).toEqual(['/dashboard', '/a', '/b', '/c', '/d', '/a?status=0', '/a?status=1']);
  });

  it('never closes the fixed tag', () => {
    expect(useTags.getState().close('/dashboard')).toBeUndefined();
    useTags.getState().closeAll();
    expect(keys()).toEqual(['/dashboard']);
  });

  it('returns the right neighbour on close, else the left one', () => {
    expect(useTags.getState().close('/b')?.key).toBe('/c');
    expect(useTags.getState().close('/d')?.key).toBe('/c');
    expect(keys()).toEqual(['/dashboard', '/a', '/c']);
  });

  it('closes others, left and right but keeps the fixed tag', () => {
    useTags.getState().closeRight('/c');
    expect(keys()).toEqual(['/dashboard', '/a', '/b', '/c']);
    useTags.getState().closeLeft('/b');
    expect(keys()).toEqual(['/dashboard', '/b', '/c']);
    useTags.getState().closeOthers('/c');
    expect(keys()).toEqual(['/dashboard', '/c']);
  });

  it('persists paths and titles only, and is cleared when the session ends', async () => {
    const saved = JSON.parse(localStorage.getItem(TAGS_STORAGE_KEY) ?? '{}') as { state: { tags: Tag[] } };
    expect(saved.state.tags.map((t) => t.key)).toEqual(['/dashboard', '/a', '/b', '/c', '/d']);
    expect(localStorage.getItem(TAGS_STORAGE_KEY)).not.toMatch(/token/i);

    localStorage.setItem(
      TAGS_STORAGE_KEY,
      JSON.stringify({ state: { tags: [tag('/x'), { key: 42 }, tag('/y?q=1')] }, version: 1 }),
    );
    await useTags.persist.rehydrate();
    expect(keys()).toEqual(['/dashboard', '/x', '/y?q=1']);

    await useSession.getState().logout();
    expect(keys()).toEqual(['/dashboard']);
  });
});
