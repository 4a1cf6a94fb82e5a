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
