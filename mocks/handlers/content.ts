import { JSEncrypt } from 'jsencrypt';
import { http, type RequestHandler } from 'msw';
import { table, touch } from '../db';
import { MOCK_RSA_PRIVATE_KEY } from '../keys/rsa-private-key';
import { API, CONTENT, guarded, MockHttpError, ok, readJson, say } from '../lib/http';
import { now } from '../lib/random';
import { fileContents, files } from '../seed/files';
import { depts, posts, roles, userPosts, userRoles, users } from '../seed/system';

/** Dashboard count → the mock table that holds it (a table nobody defined counts 0). */
export const COUNT_TABLES: Record<string, string> = {
  modular: 'wms_modular',
  sensor: 'wms_sensor',
  platformScale: 'wms_platform_scale',
  truckScale: 'wms_truck_scale',
  weightInstrument: 'wms_weight_instrument',
  connectBox: 'wms_connect_box',
  specimen: 'wms_specimen',
  towerInfo: 'tower_info',
  towerRecord: 'tower_record',
  towerException: 'tower_exception_record',
  gateway: 'device_gateway',
  user: 'sys_user',
};

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

function decrypt(cipher: unknown): string | undefined {
  if (typeof cipher !== 'string' || cipher === '') return undefined;
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(MOCK_RSA_PRIVATE_KEY);
  const plain = rsa.decrypt(cipher);
  return typeof plain === 'string' ? plain : undefined;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The signed-in user's profile, dashboard counts: what any signed-in user may call. */
export const contentHandlers: RequestHandler[] = [
  http.get(
    `${CONTENT}/wms/count`,
    guarded(undefined, () =>
      ok(Object.fromEntries(Object.entries(COUNT_TABLES).map(([key, name]) => [key, table(name).length]))),
    ),
  ),

  http.get(
    `${API}/users/profile`,
    guarded(undefined, ({ user }) => {
      const { password: _password, ...row } = user.row;
      const roleIds = new Set(
        userRoles()
          .filter((r) => r.userId === row.userId)
          .map((r) => r.roleId),
      );
      const postIds = new Set(
        userPosts()
          .filter((p) => p.userId === row.userId)
          .map((p) => p.postId),
      );
      return ok({
        user: { ...row, deptName: depts().find((d) => d.deptId === row.deptId)?.deptName ?? '' },
        roleGroup: roles()
          .filter((r) => roleIds.has(r.roleId))
          .map((r) => r.roleName)
          .join(','),
        postGroup: posts()
          .filter((p) => postIds.has(p.postId))
          .map((p) => p.postName)
          .join(','),
      });
    }),
  ),

  http.put(
    `${API}/users/profile`,
    guarded(undefined, async ({ request, user }) => {
      const body = await readJson<{ nickName: string; phonenumber: string; email: string; sex: string }>(request);
      const nickName = typeof body.nickName === 'string' ? body.nickName.trim() : '';
      if (!nickName) throw new MockHttpError(500, say(request, '用户昵称不能为空', 'The nickname is required'));
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const phone = typeof body.phonenumber === 'string' ? body.phonenumber.trim() : '';
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new MockHttpError(500, say(request, '邮箱格式不正确', 'The e-mail address is not valid'));
      if (phone && !/^1[3-9]\d{9}$/.test(phone))
        throw new MockHttpError(500, say(request, '手机号码格式不正确', 'The phone number is not valid'));
      const others = users().filter((u) => u.userId !== user.row.userId);
      if (phone && others.some((u) => u.phonenumber === phone))
        throw new MockHttpError(
          500,
          say(request, `修改用户'${user.row.userName}'失败，手机号码已存在`, 'The phone number is taken'),
        );
      if (email && others.some((u) => u.email === email))
        throw new MockHttpError(
          500,
          say(request, `修改用户'${user.row.userName}'失败，邮箱账号已存在`, 'The e-mail address is taken'),
        );
      const sex = body.sex === '0' || body.sex === '1' || body.sex === '2' ? body.sex : user.row.sex;
      Object.assign(user.row, { nickName, email, phonenumber: phone, sex });
      touch('sys_user');
      return ok();
    }),
  ),

  http.put(
    `${API}/users/profile/updatePwd`,
    guarded(undefined, async ({ request, user }) => {
      const body = await readJson<{ oldPassword: string; newPassword: string }>(request);
      const oldPassword = decrypt(body.oldPassword);
      const newPassword = decrypt(body.newPassword);
      if (oldPassword === undefined || newPassword === undefined)
        throw new MockHttpError(500, say(request, '密码格式错误', 'Malformed password'));
      if (oldPassword !== user.row.password)
        throw new MockHttpError(500, say(request, '修改密码失败，旧密码错误', 'The old password is wrong'));
      if (newPassword === oldPassword)
        throw new MockHttpError(
          500,
          say(request, '新密码不能与旧密码相同', 'The new password must differ from the old one'),
        );
      if (newPassword.length < 6 || newPassword.length > 20)
        throw new MockHttpError(
          500,
          say(request, '用户密码长度必须介于 6 和 20 之间', 'The password must have 6 to 20 characters'),
        );
      user.row.password = newPassword;
      touch('sys_user');
      return ok();
    }),
  ),

  http.post(
    `${API}/users/profile/avatar`,
    guarded(undefined, async ({ request, user }) => {
      const form = await request.formData().catch(() => undefined);
      const file = form?.get('avatarfile');
      if (!file || typeof file === 'string')
        throw new MockHttpError(500, say(request, '上传图片异常，请联系管理员', 'No image was uploaded'));
      if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
        throw new MockHttpError(
          500,
          say(request, '文件格式错误，请上传图片类型', 'Upload a PNG, JPEG, GIF or WebP image'),
        );
      if (file.size > AVATAR_MAX_BYTES)
        throw new MockHttpError(500, say(request, '头像不能超过 2 MB', 'The image must be at most 2 MB'));
      const rows = files();
      const fileId = rows.reduce((max, f) => Math.max(max, f.fileId), 0) + 1;
      const ext = file.type.split('/')[1] ?? 'png';
      const key = `avatar-${user.row.userId}-${fileId}.${ext}`;
      rows.push({
        fileId,
        clsId: 0,
        name: `avatar-${user.row.userName}.${ext}`,
        key,
        ext,
        mimeType: file.type,
        size: file.size,
        remark: 'avatar',
        createBy: user.row.userName,
        createTime: now(),
      });
      fileContents().push({ fileId, base64: toBase64(new Uint8Array(await file.arrayBuffer())) });
      user.row.avatar = key;
      touch('sys_file');
      touch('sys_file_content');
      touch('sys_user');
      return ok({ imgUrl: key });
    }),
  ),
];
