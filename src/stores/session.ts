import { create } from 'zustand';
import { authApi, type MenuRoute, type UserInfo } from '@/api/modules/auth';
import { setReloginHandler } from '@/api/auth-gate';
import { ApiError } from '@/api/types';
import { encryptPassword } from '@/lib/auth/encrypt';
import { endSession } from '@/lib/auth/session-scope';
import { getToken, removeToken, setToken } from '@/lib/auth/token';
import { t } from '@/lib/i18n';

export interface SessionUser {
  userId?: number;
  name: string;
  nickName: string;
  avatar: string;
  introduction: string;
  roles: string[];
  permissions: string[];
}

interface SessionState {
  token: string | undefined;
  user: SessionUser | undefined;
  menus: MenuRoute[] | undefined;
  /** Signs in; rejects with a message to show under the form. */
  login: (username: string, password: string) => Promise<void>;
  /**
   * Signs in again where the user is, after the session expired: 'same' when it is the signed-in
   * user (the new token is in place; user, menus and every open page stay as they are), 'other'
   * when another account signed in (its token is in place, the previous user's caches are gone:
   * the caller reloads). Rejects like login.
   */
  resume: (username: string, password: string) => Promise<'same' | 'other'>;
  /** `GET /user/info` then `GET /menus/routes` (§8 guard rules). */
  loadUser: () => Promise<void>;
  /** Signs out locally at once, then tells the server; settles with its answer and never rejects. */
  logout: () => Promise<void>;
  /** Forgets everything about the session, locally, and aborts the calls still under way in it. */
  clear: () => void;
}

/** `GET /menus/routes` failed after the user info loaded: only the user-info call signs out (§8). */
export class MenuLoadError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : 'menus/routes failed');
    this.name = 'MenuLoadError';
  }
}

/**
 * The roles or permissions of an info answer (invariant 10): only an array counts (null, a lone
 * string or an object is none: the stricter reading), and of it only non-blank strings, once each.
 */
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? Array.from(new Set(value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')))
    : [];

/**
 * Turns an info answer into a user, or throws the §8 text for a missing info or roles. Fields that
 * are missing or not of their type become empty (the avatar then falls back to the default picture).
 */
export function toSessionUser(info: UserInfo | undefined): SessionUser {
  if (!info || typeof info !== 'object' || Array.isArray(info)) throw new Error(t('errors:guard.verificationFailed'));
  const roles = strings(info.roles);
  if (roles.length === 0) throw new Error(t('errors:guard.noRoles'));
  return {
    userId: typeof info.userId === 'number' && Number.isFinite(info.userId) ? info.userId : undefined,
    name: typeof info.name === 'string' ? info.name : '',
    nickName: typeof info.nickName === 'string' ? info.nickName : '',
    avatar: typeof info.avatar === 'string' ? info.avatar : '',
    introduction: typeof info.introduction === 'string' ? info.introduction : '',
    roles,
    permissions: strings(info.permissions),
  };
}

/** Listeners that drop caches when the session ends (dictionaries, tags, page cache). */
const clearListeners = new Set<() => void>();
export function onSessionCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

/** A token for these credentials; nothing is sent when the password cannot be encrypted (invariant 6). */
async function requestToken(username: string, password: string): Promise<string> {
  const cipher = encryptPassword(password);
  if (!cipher) throw new Error(t('errors:login.encryptFailed'));
  const token = await authApi.login({ username: username.trim(), password: cipher });
  if (typeof token !== 'string' || token === '') throw new Error(t('errors:guard.verificationFailed'));
  return token;
}

function sameUser(a: SessionUser, b: SessionUser): boolean {
  if (a.userId !== undefined && b.userId !== undefined) return a.userId === b.userId;
  return a.name !== '' && a.name === b.name;
}

export const useSession = create<SessionState>((set, get) => ({
  token: getToken(),
  user: undefined,
  menus: undefined,

  async login(username, password) {
    const token = await requestToken(username, password);
    setToken(token);
    set({ token, user: undefined, menus: undefined });
  },

  async resume(username, password) {
    const previous = get().user;
    const token = await requestToken(username, password);
    setToken(token);
    const signedIn = toSessionUser(await authApi.info());
    if (previous && sameUser(previous, signedIn)) {
      // Only the token changes: a new user or menu object would re-render every open page.
      set({ token });
      return 'same';
    }
    clearListeners.forEach((listener) => listener());
    return 'other';
  },

  async loadUser() {
    const user = toSessionUser(await authApi.info());
    let menus: MenuRoute[] | undefined;
    try {
      menus = await authApi.routes();
    } catch (error) {
      // A cancel stays a cancel and an expired session stays the auth gate's; any other failure keeps
      // the session: the guard offers a retry instead of routes built from a partial menu.
      if (error instanceof ApiError && (error.kind === 'canceled' || error.kind === 'auth')) throw error;
      throw new MenuLoadError(error);
    }
    set({ user, menus: Array.isArray(menus) ? menus : [] });
  },

  async logout() {
    const token = get().token;
    // Signed out locally first: the calls still under way are aborted and none of their answers
    // can raise the expired-session alert. The server then hears of it with the token that was.
    get().clear();
    if (!token) return;
    try {
      await authApi.logout(token);
    } catch {
      // A failing logout has still signed out locally (invariant 1).
    }
  },

  clear() {
    endSession();
    removeToken();
    set({ token: undefined, user: undefined, menus: undefined });
    clearListeners.forEach((listener) => listener());
  },
}));

/** Signs out locally and reloads: the guard then sends the user to /login?redirect=<here>. */
export function signOutAndReload(): void {
  useSession.getState().clear();
  window.location.reload();
}

setReloginHandler(signOutAndReload);

export function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || t('errors:guard.hasError');
  return t('errors:guard.hasError');
}
