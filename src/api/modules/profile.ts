import { api } from '../client';
import type { CallOptions } from '../resource';
import type { User } from './system/user';

/** The signed-in user's own record (`users/profile`). */
export interface Profile {
  user?: User;
  /** Role names joined by ',' (display only). */
  roleGroup?: string;
  /** Post names joined by ','. */
  postGroup?: string;
}

/** What a user may change about themself. */
export type ProfileUpdate = Pick<User, 'nickName' | 'phonenumber' | 'email' | 'sex'>;

/** Both passwords RSA-encrypted like the sign-in password (src/lib/auth/encrypt.ts). */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export const profileApi = {
  /** `GET users/profile`. */
  get: (options?: CallOptions) => api.get<Profile>('users/profile', undefined, options),
  /** `PUT users/profile`. */
  update: (body: ProfileUpdate) => api.put<void>('users/profile', body),
  /** `PUT users/profile/updatePwd`. */
  updatePassword: (body: PasswordChange) => api.put<void>('users/profile/updatePwd', body),
  /** `POST users/profile/avatar` (multipart `avatarfile`); `imgUrl` is the stored file's key. */
  uploadAvatar: (file: Blob, filename = 'avatar.png') => {
    const form = new FormData();
    form.append('avatarfile', file, filename);
    return api.post<{ imgUrl?: string }>('users/profile/avatar', form, { headers: { 'Content-Type': undefined } });
  },
};
