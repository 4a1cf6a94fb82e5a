import { t } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';

/**
 * The one auth-failure gate (security invariant 1): HTTP 401 and envelope code 401 both land here,
 * and only one 're-login' alert is open however many calls fail at once. The alert offers to stay
 * on the page (invariant 14) so what was typed can still be copied. Its re-login button signs in
 * again in place when the console offers that (every open page and dialog keeps its input), and
 * otherwise signs out to the sign-in page. The gate stays shut until the in-place sign-in closes.
 */
let open = false;
let signOut: () => void = () => {
  window.location.reload();
};
let signInInPlace: (() => Promise<void>) | undefined;

/** The session store registers how to sign out locally (clear token, stores, caches) and go to sign-in. */
export function setReloginHandler(handler: () => void): void {
  signOut = handler;
}

/**
 * The console registers its in-place sign-in while a user is signed in: it resolves once the dialog
 * closes, signed in again or not. Returns the unregistering function.
 */
export function setInPlaceSignIn(handler: () => Promise<void>): () => void {
  signInInPlace = handler;
  return () => {
    if (signInInPlace === handler) signInInPlace = undefined;
  };
}

export function isSessionAlertOpen(): boolean {
  return open;
}

function relogin(): void {
  const inPlace = signInInPlace;
  if (!inPlace) {
    open = false;
    signOut();
    return;
  }
  void inPlace()
    .catch(() => undefined)
    .finally(() => {
      open = false;
    });
}

export function notifySessionExpired(): void {
  if (open) return;
  open = true;
  feedback().modal.confirm({
    title: t('errors:sessionExpired.title'),
    content: t('errors:sessionExpired.content'),
    okText: t('errors:sessionExpired.relogin'),
    cancelText: t('errors:sessionExpired.stay'),
    okButtonProps: { 'data-testid': 'relogin' } as Record<string, string>,
    onOk: () => {
      relogin();
    },
    onCancel: () => {
      open = false;
    },
  });
}

/** Tests only: forget an alert left open by a previous case. */
export function resetSessionGate(): void {
  open = false;
}
