import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietRegistrationUpdates } from '@mocks/lib/quiet-updates';

class FakeRegistration {
  update(): Promise<void> {
    return Promise.reject(new TypeError('Failed to update a ServiceWorker for scope: Not found'));
  }
}

describe('mock start: a failed worker update check', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'ServiceWorkerRegistration');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'ServiceWorkerRegistration', original);
    else Reflect.deleteProperty(globalThis, 'ServiceWorkerRegistration');
  });

  it('is not an uncaught error while the mock starts, and update is restored afterwards', async () => {
    Object.defineProperty(globalThis, 'ServiceWorkerRegistration', { value: FakeRegistration, configurable: true });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const plain = FakeRegistration.prototype.update;
      const restore = quietRegistrationUpdates();
      // What MSW does: ask for the update and never look at the answer.
      void new FakeRegistration().update();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
      restore();
      expect(FakeRegistration.prototype.update).toBe(plain);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
