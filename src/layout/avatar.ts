import { contentPaths } from '@/config/env';

export const FALLBACK_AVATAR = '/profile.svg';

/**
 * An avatar from the content file preview path, a same-origin path, or an http(s) URL
 * (invariant 4); anything else, or nothing, gives the fallback image.
 */
export function avatarUrl(avatar: string | undefined): string {
  if (!avatar) return FALLBACK_AVATAR;
  if (/^https?:\/\//i.test(avatar)) return avatar;
  if (avatar.startsWith('/') && !avatar.startsWith('//') && !avatar.includes('\\')) return avatar;
  if (/^[\w.\-/]+$/.test(avatar) && !avatar.includes('..')) return contentPaths.filePreview(avatar);
  return FALLBACK_AVATAR;
}
