import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it prefetches once per page load. */
const fresh = async () => {
  vi.resetModules();
  return import('@/features/login/load');
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('what follows sign-in, fetched once the sign-in page is idle (issue 14)', () => {
  it('asks for the chunks index.html lists without running them, once', async () => {
    document.head.innerHTML =
      '<template id="after-sign-in"><link rel="modulepreload" crossorigin href="/assets/session.js"></template>';
    const { prefetchAfterSignIn } = await fresh();
    const load = vi.fn(() => Promise.resolve());
    prefetchAfterSignIn(load);
    prefetchAfterSignIn(load);
    const links = [...document.head.querySelectorAll(':scope > link[rel=modulepreload]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/session.js']);
    expect(links[0]?.getAttribute('crossorigin')).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches the console's stylesheet without applying it", async () => {
    document.head.innerHTML =
      '<template id="after-sign-in"><link rel="modulepreload" crossorigin href="/assets/session.js">' +
      '<link rel="prefetch" as="style" crossorigin href="/assets/protected-app.css"></template>';
    const { prefetchAfterSignIn } = await fresh();
    prefetchAfterSignIn(vi.fn(() => Promise.resolve()));
    const css = document.head.querySelector(':scope > link[href="/assets/protected-app.css"]');
    expect(css).toHaveAttribute('rel', 'prefetch');
    expect(css).toHaveAttribute('as', 'style');
    expect(document.head.querySelector(':scope > link[rel=stylesheet]')).toBeNull();
  });

  it('imports them where index.html lists nothing (the dev server), and survives a failed load', async () => {
    const { prefetchAfterSignIn } = await fresh();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchAfterSignIn(load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
