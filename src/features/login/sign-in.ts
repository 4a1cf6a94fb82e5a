import { ApiError } from '@/api/types';
import { feedback } from '@/lib/feedback/feedback';
import { errorText, useSession } from '@/stores/session';

/** Signs in; shows why not (API errors were already shown by the client). Resolves true on success. */
export async function signIn(username: string, password: string): Promise<boolean> {
  try {
    await useSession.getState().login(username, password);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) feedback().message.error(errorText(error));
    return false;
  }
}
