import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded = { default: ComponentType };

/**
 * What a retry came to: the component is ready to render again, the document is being reloaded
 * (the browser keeps the failed import), or the server is still out of reach.
 */
export type RetryOutcome = 'ready' | 'reloading' | 'offline';

/**
 * A lazy component that can recover from a failed import. React.lazy replays a rejected import
 * forever, so after a failure the slot holds a fresh one; `retry` imports again itself. Browsers
 * that follow the older HTML rule (Chromium before the whatwg/html#10327 change, e.g. 150) keep a
 * failed module in their module map and fail every later import of it at once: when the server
 * answers but the import still fails, only a reload of the same URL helps (the open tags are kept
 * in localStorage, so they come back). Read `slot.current` at render time.
 */
export interface LazySlot {
  current: LazyExoticComponent<ComponentType>;
  retry: () => Promise<RetryOutcome>;
  /** The component once its module is in: rendered directly, with no suspending lazy in between. */
  loaded?: ComponentType;
  /**
   * Starts loading the module (hover, idle, navigation) without rendering it; resolves once it is
   * in, or failed (the render's lazy then reports the failure as usual). Never rejects.
   */
  preload: () => Promise<void>;
}

export interface LazySlotOptions {
  /** Whether the server answers at all (default: a no-store HEAD of the current URL). */
  reachable?: () => Promise<boolean>;
  /** Reloads the document at the same URL (default: `location.reload()`). */
  reload?: () => void;
}

export async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

export function lazySlot(load: () => Promise<Loaded>, options: LazySlotOptions = {}): LazySlot {
  const reachable = options.reachable ?? serverAnswers;
  const reload = options.reload ?? (() => window.location.reload());
  let loading: Promise<Loaded> | undefined;
  /** One import at a time: a failed one is forgotten, so the next use imports again. */
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        slot.loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const make = () =>
    lazy(() =>
      loadOnce().catch((error: unknown) => {
        slot.current = make();
        throw error;
      }),
    );
  const slot: LazySlot = {
    current: make(),
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
    retry: async () => {
      try {
        const module = await loadOnce();
        slot.current = lazy(() => Promise.resolve(module));
        return 'ready';
      } catch {
        if (!(await reachable())) return 'offline';
        reload();
        return 'reloading';
      }
    },
  };
  return slot;
}

/** A lazily loaded component that can be asked to load ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** Whether its module is in (it then renders without suspending). */
  isLoaded: () => boolean;
};

/**
 * Like React.lazy, but once its module is in the component renders at once. React.lazy suspends on
 * its first render however long ago its module arrived, and the Suspense fallback that shows for it
 * is then held on screen for at least 300 ms: a chart whose code came with its page's data still
 * showed a skeleton for a third of a second. `preload` starts the import (never rejects; a failure
 * reaches the render's error boundary as with React.lazy).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  // A render that finds the module missing suspends; the one after it renders the module itself,
  // so a committed tree only ever holds the loaded type (no remount when it arrives).
  const Component = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Component, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    isLoaded: () => loaded !== undefined,
  });
}
