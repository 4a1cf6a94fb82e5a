import { contentPaths } from '@/config/env';
import { checkedUrl } from '@/lib/url/checked-url';

export const FALLBACK_AVATAR = '/profile.svg';

/** A stored file's key (`2026/a.png`): letters, digits, `_ . - /`, not starting with `/`, no `..`. */
const isFileKey = (value: string) => /^[\w.-][\w.\-/]*$/.test(value) && !value.includes('..');

/**
 * An avatar from the server (invariant 4): an http(s) URL or a same-origin path that `checkedUrl`
 * accepts, or a stored file's key (shown from the content file preview path); anything else, a
 * value that is not text, or nothing, gives the fallback image.
 */
export function avatarUrl(avatar: unknown): string {
  if (typeof avatar !== 'string' || avatar === '') return FALLBACK_AVATAR;
  const url = checkedUrl(avatar);
  if (url) return url;
  if (isFileKey(avatar)) return checkedUrl(contentPaths.filePreview(avatar)) ?? FALLBACK_AVATAR;
  return FALLBACK_AVATAR;
}
