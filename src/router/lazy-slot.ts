import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazy component that forgets a failed import: React.lazy replays a rejected import forever, so
 * after a failure (network down, a new deployment) the slot holds a fresh one and a retry
 * imports the chunk again. Read `slot.current` at render time.
 */
export interface LazySlot {
  current: LazyExoticComponent<ComponentType>;
}

export function lazySlot(load: () => Promise<{ default: ComponentType }>): LazySlot {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        slot.current = make();
        throw error;
      }),
    );
  const slot: LazySlot = { current: make() };
  return slot;
}
