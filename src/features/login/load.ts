import type { ComponentType } from 'react';

let loaded: ComponentType | undefined;

/** Loads the sign-in page's chunk (index.html preloads it and everything it imports). */
export function loadLoginPage(): Promise<{ default: ComponentType }> {
  return import('./login-page').then((module) => {
    loaded = module.default;
    return module;
  });
}

/**
 * The sign-in page once its chunk is in: rendering it directly (not through React.lazy, which
 * suspends at least once) makes React's first commit the page itself, which replaces index.html's
 * sign-in frame without a blank frame in between.
 */
export function loadedLoginPage(): ComponentType | undefined {
  return loaded;
}

/**
 * What follows sign-in, fetched once the page is idle but not run: running it (the session store,
 * the API client, the password encryption) would be a long task while the user types; the submit
 * runs it from the cache. index.html lists its chunks in a template (scripts/login-prepaint.ts);
 * without one (the dev server) `load` imports them instead.
 */
let prefetched = false;

export function prefetchAfterSignIn(load: () => Promise<unknown>): void {
  if (prefetched) return;
  prefetched = true;
  const template = document.getElementById('after-sign-in');
  if (!(template instanceof HTMLTemplateElement)) {
    void load().catch(() => undefined);
    return;
  }
  // Chunks as module preloads (fetched, not run); the console's stylesheet as a prefetch (fetched, not applied).
  for (const item of template.content.querySelectorAll('link[rel=modulepreload], link[rel=prefetch]')) {
    const link = document.createElement('link');
    link.rel = item.getAttribute('rel') ?? 'modulepreload';
    const as = item.getAttribute('as');
    if (as) link.setAttribute('as', as);
    link.crossOrigin = '';
    link.href = item.getAttribute('href') ?? '';
    document.head.append(link);
  }
}
