import { api } from '../client';

export interface LoginBody {
  username: string;
  /** RSA (PKCS#1 v1.5) ciphertext, base64. */
  password: string;
}

/** `GET /user/info`; every field may be missing from a faulty backend. */
export interface UserInfo {
  userId?: number;
  name?: string;
  nickName?: string;
  avatar?: string;
  introduction?: string;
  roles?: string[];
  permissions?: string[];
}

/** `GET /menus/routes` (CONTRACT.md). */
export interface MenuRoute {
  name?: string;
  path: string;
  component?: string;
  title?: string;
  icon?: string;
  hidden?: boolean;
  redirect?: string;
  permissions?: string[];
  roles?: string[];
  children?: MenuRoute[];
}

export const authApi = {
  login: (body: LoginBody) => api.post<string>('/user/login', body),
  info: () => api.get<UserInfo>('/user/info'),
  /** Sent once signed out locally, with the token of the session that ended. */
  logout: (token: string) =>
    api.post<void>('/user/logout', undefined, {
      silent: true,
      skipAuthGate: true,
      headers: { Authorization: `Bearer ${token}` },
    }),
  routes: () => api.get<MenuRoute[]>('/menus/routes'),
};
