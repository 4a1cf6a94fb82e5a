/**
 * MSW asks an existing worker registration to update and never waits for the answer: when the page
 * is reloaded while that check is under way, the browser rejects it ("Failed to update a
 * ServiceWorker for scope … Not found") and the rejection surfaces as an uncaught error. The worker
 * already running serves the mock either way, so while the mock starts, a failed update check is
 * handled here (the promise MSW holds is the same, only no longer unhandled).
 */
export function quietRegistrationUpdates(): () => void {
  if (typeof ServiceWorkerRegistration === 'undefined') return () => undefined;
  const proto = ServiceWorkerRegistration.prototype;
  const update = Object.getOwnPropertyDescriptor(proto, 'update');
  if (!update || typeof update.value !== 'function') return () => undefined;
  const original = update.value as ServiceWorkerRegistration['update'];
  Object.defineProperty(proto, 'update', {
    ...update,
    value: function quietUpdate(this: ServiceWorkerRegistration) {
      const checking = original.call(this);
      checking.catch(() => undefined);
      return checking;
    },
  });
  return () => Object.defineProperty(proto, 'update', update);
}
