import { t } from '@/lib/i18n';
import { feedback } from '@/lib/feedback/feedback';

/**
 * The one auth-failure gate (security invariant 1): HTTP 401 and envelope code 401 both land here,
 * and only one 're-login' alert is open however many calls fail at once. The alert offers to stay
 * on the page (invariant 14) so what was typed can still be copied.
 */
let open = false;
let onRelogin: () => void = () => {
  window.location.reload();
};

/** The session store registers how to sign out locally (clear token, stores, caches). */
export function setReloginHandler(handler: () => void): void {
  onRelogin = handler;
}

export function isSessionAlertOpen(): boolean {
  return open;
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
      open = false;
      onRelogin();
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
