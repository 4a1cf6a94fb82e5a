import { describe, expect, it } from 'vitest';
import type { PageRoute } from '@/router/menu-routes';
import { findPage } from '@/router/route-meta';

const page = (path: string, title: string): PageRoute => ({
  path,
  component: 'system/post/index',
  known: true,
  title,
  hidden: false,
  parents: [],
});

describe('findPage', () => {
  it('matches a path against the route table it is given, each table on its own', () => {
    const detail = page('/system/dict-data/index/:dictId', 'dictData');
    const first = [page('/system/post', 'post'), detail];
    expect(findPage(first, '/system/post')?.title).toBe('post');
    expect(findPage(first, '/system/post')?.title).toBe('post');
    expect(findPage(first, '/system/dict-data/index/7')).toBe(detail);
    expect(findPage(first, '/system/role')).toBeUndefined();

    // Another user's table (signed in again): the same paths answer from it, not from the first.
    const second = [page('/system/post', 'post again'), page('/system/role', 'role')];
    expect(findPage(second, '/system/post')?.title).toBe('post again');
    expect(findPage(second, '/system/role')?.title).toBe('role');
    expect(findPage(first, '/system/role')).toBeUndefined();
  });

  it('keeps answering correctly past the number of paths it remembers', () => {
    const table = [page('/detail/:id', 'detail'), page('/system/post', 'post')];
    for (let id = 0; id < 1200; id++) expect(findPage(table, `/detail/${id}`)?.title).toBe('detail');
    expect(findPage(table, '/system/post')?.title).toBe('post');
    expect(findPage(table, '/nowhere')).toBeUndefined();
  });
});
