import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dashboardApi } from '@/api/modules/dashboard';
import { profileApi } from '@/api/modules/profile';
import { ApiError } from '@/api/types';
import { encryptPassword } from '@/lib/auth/encrypt';
import { server } from '@mocks/node';
import { users } from '@mocks/seed/system';
import { ADMIN, signIn } from '../helpers';

/** Dashboard counts and the personal centre, against the mock: the request and what it changes. */
interface Seen {
  method: string;
  path: string;
  body: string;
}

const seen: Seen[] = [];
const listener = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  void request
    .clone()
    .text()
    .then((body) => seen.push({ method: request.method, path: url.pathname, body }));
};

const cipher = (plain: string) => {
  const value = encryptPassword(plain);
  if (!value) throw new Error('encryption failed');
  return value;
};

beforeEach(async () => {
  await signIn(ADMIN);
  seen.length = 0;
  server.events.on('request:start', listener);
});
afterEach(() => server.events.removeListener('request:start', listener));

describe('dashboard counts (GET /api/content/wms/count)', () => {
  it('asks the content service and gets a number per area', async () => {
    const counts = await dashboardApi.counts();
    await Promise.resolve();
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/content/wms/count' });
    expect(counts.user).toBe(users().length);
    expect(typeof counts.platformScale).toBe('number');
  });
});

describe('personal centre (users/profile)', () => {
  it('reads the profile with its role and post names, never the password', async () => {
    const profile = await profileApi.get();
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/admin/users/profile' });
    expect(profile.user?.userName).toBe('admin');
    expect(profile.roleGroup).toContain('超级管理员');
    expect(JSON.stringify(profile)).not.toContain('admin123');
  });

  it('saves nickname, phone, e-mail and sex, and refuses a phone number another user has', async () => {
    await profileApi.update({
      nickName: '总管理员',
      phonenumber: '13900000001',
      email: 'boss@weigh.example',
      sex: '1',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: '/api/admin/users/profile' });
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toMatchObject({ nickName: '总管理员', sex: '1' });
    expect((await profileApi.get()).user).toMatchObject({ nickName: '总管理员', phonenumber: '13900000001' });
    const taken = users().find((u) => u.userName === 'operator')?.phonenumber ?? '';
    await expect(profileApi.update({ nickName: 'x', phonenumber: taken })).rejects.toThrow(/手机号码已存在/);
  });

  it('changes the password with both values encrypted, and refuses a wrong old one', async () => {
    await expect(
      profileApi.updatePassword({ oldPassword: cipher('nope'), newPassword: cipher('newpass1') }),
    ).rejects.toBeInstanceOf(ApiError);
    await profileApi.updatePassword({ oldPassword: cipher('admin123'), newPassword: cipher('newpass1') });
    const body = seen.at(-1)?.body ?? '';
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: '/api/admin/users/profile/updatePwd' });
    expect(body).not.toContain('admin123');
    expect(body).not.toContain('newpass1');
    expect(users().find((u) => u.userName === 'admin')?.password).toBe('newpass1');
  });

  it('uploads an avatar as multipart avatarfile and points the user at it', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    const { imgUrl } = await profileApi.uploadAvatar(png, 'me.png');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/api/admin/users/profile/avatar' });
    expect(seen.at(-1)?.body).toContain('name="avatarfile"');
    expect(imgUrl).toMatch(/^avatar-1-\d+\.png$/);
    expect((await profileApi.get()).user?.avatar).toBe(imgUrl);
  });
});
