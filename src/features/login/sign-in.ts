import { ApiError } from '@/api/types';
import { feedback } from '@/lib/feedback/feedback';
import { errorText, useSession } from '@/stores/session';

/** Signs in; shows why not (API errors were already shown by the client). Resolves true on success. */
export async function signIn(username: string, password: string): Promise<boolean> {
  return (
    (await attempt(() =>
      useSession
        .getState()
        .login(username, password)
        .then(() => true),
    )) ?? false
  );
}

/** Runs a sign-in; a failure resolves undefined, told to the user unless the API client already did. */
async function attempt<T>(signInCall: () => Promise<T>): Promise<T | undefined> {
  try {
    return await signInCall();
  } catch (error) {
    if (!(error instanceof ApiError)) feedback().message.error(errorText(error));
    return undefined;
  }
}

/**
 * Signs in again where the user is (session expired): 'same' or 'other' user as the session store
 * tells, undefined after showing why not.
 */
export async function resumeSession(username: string, password: string): Promise<'same' | 'other' | undefined> {
  return attempt(() => useSession.getState().resume(username, password));
}
