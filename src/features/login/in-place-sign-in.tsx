import { Button, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setInPlaceSignIn } from '@/api/auth-gate';
import { signOutAndReload, useSession } from '@/stores/session';
import { SignInForm } from './sign-in-form';

/**
 * The expired-session alert's re-login, without leaving the page (invariant 14): signs in with the
 * same RSA-encrypted call as the sign-in page and, for the same user, only swaps the token, so every
 * open page and dialog keeps what was typed. Nothing failed is sent again: the user saves again.
 * Another user signing in reloads the page (what was typed belongs to someone else). Closing the
 * dialog stays on the page, like the alert's 'stay'; the sign-out button is the old way to /login.
 */
export function InPlaceSignIn() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.user !== undefined);
  const userName = useSession((s) => s.user?.name ?? '');
  const [open, setOpen] = useState(false);
  const finish = useRef<(() => void) | undefined>(undefined);

  const close = useCallback(() => {
    setOpen(false);
    finish.current?.();
    finish.current = undefined;
  }, []);

  useEffect(() => {
    if (!signedIn) return undefined;
    const unregister = setInPlaceSignIn(
      () =>
        new Promise<void>((resolve) => {
          finish.current = resolve;
          setOpen(true);
        }),
    );
    return () => {
      unregister();
      close();
    };
  }, [signedIn, close]);

  const onSubmit = async (username: string, password: string): Promise<boolean> => {
    // Loaded on use, as the sign-in page does: sign-in.ts stays the chunk that follows the form.
    const { resumeSession } = await import('./sign-in');
    const outcome = await resumeSession(username, password);
    if (outcome === undefined) return false;
    if (outcome === 'other') window.location.reload();
    else close();
    return true;
  };

  return (
    <Modal
      open={open}
      title={t('errors:sessionExpired.signInTitle')}
      footer={null}
      mask={{ closable: false }}
      onCancel={close}
      destroyOnHidden
      width={420}
    >
      <p>{t('errors:sessionExpired.signInHint')}</p>
      <SignInForm name="relogin" initialUsername={userName} onSubmit={onSubmit} />
      <Button
        type="link"
        block
        style={{ marginTop: 8 }}
        onClick={() => {
          close();
          signOutAndReload();
        }}
      >
        {t('errors:sessionExpired.signOut')}
      </Button>
    </Modal>
  );
}
