import { http, HttpResponse, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, paginate, type CrudConfig } from '../lib/crud';
import { API, CONTENT, guarded, ok, param, queryOf, readJson, say, type HandlerContext } from '../lib/http';
import { now } from '../lib/random';
import {
  classRoles,
  fileClasses,
  fileContents,
  fileKey,
  files,
  mimeOf,
  type FileClassRow,
  type FileRow,
} from '../seed/files';
import { auditWrites, recordOperation } from '../seed/logs';
import { roles } from '../seed/system';
import { col, isAdmin, isNonNegativeNumber, parseIds, refuse, removeWhere, toId } from './system-shared';

/** File classes (`files/cls`), stored files (`files`), class ⇄ role (`file/clsmaprole`) and the preview path. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Larger uploads keep their metadata only: storage in the browser is a few megabytes. */
export const MAX_STORED_BYTES = 1024 * 1024;

/** Types a browser would run as a document: served as opaque bytes. */
const ACTIVE_TYPES = /html|xml|svg|javascript|ecmascript/i;
/** Only these render inline (previews); everything else is a download. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/(plain|csv))$/;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function presentFile(row: FileRow): Record<string, unknown> {
  const cls = fileClasses().find((c) => c.clsId === row.clsId);
  return { ...row, clsName: cls?.name ?? '', clsKey: cls?.key ?? '' };
}

/** Classes the user may put files in: every class for admin, else those granted to the user's roles. */
function classIdsFor(ctx: HandlerContext): Set<number> {
  if (isAdmin(ctx.user)) return new Set(fileClasses().map((c) => c.clsId));
  const roleIds = new Set(ctx.user.roles.map((r) => r.roleId));
  return new Set(
    classRoles()
      .filter((cr) => roleIds.has(cr.roleId))
      .map((cr) => cr.clsId),
  );
}

const classConfig: CrudConfig<FileClassRow> = {
  path: 'files/cls',
  rows: fileClasses,
  tableName: 'sys_file_cls',
  idKey: 'clsId',
  perm: 'system:filecls',
  filters: { name: 'like', key: 'like', status: 'eq' },
  defaultSort: { field: 'sort', order: 'asc' },
  required: [
    { field: 'name', message: { zh: '分类名称不能为空', en: 'The class name is required' } },
    { field: 'key', message: { zh: '分类标识不能为空', en: 'The class key is required' } },
  ],
  unique: [
    { fields: ['key'], message: { zh: '分类标识“{value}”已存在', en: 'The class key "{value}" is taken' } },
    { fields: ['name'], message: { zh: '分类名称“{value}”已存在', en: 'The class name "{value}" is taken' } },
  ],
  validate: (record, ctx) => {
    if (!/^[A-Za-z][\w-]{0,49}$/.test(String(record.key))) {
      refuse(
        ctx,
        '分类标识以字母开头，只能包含字母、数字、_ 和 -',
        'The key starts with a letter and holds letters, digits, _ and - only',
      );
    }
    if (record.sort !== undefined && !isNonNegativeNumber(record.sort)) {
      refuse(ctx, '显示排序必须是非负数', 'The order must be 0 or more');
    }
  },
  defaults: () => ({ sort: 0, status: '0', remark: '' }),
  afterSave: (row) => {
    row.sort = Number(row.sort);
  },
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      const cls = fileClasses().find((c) => c.clsId === id);
      if (cls && files().some((f) => f.clsId === id)) {
        refuse(ctx, `分类“${cls.name}”下存在文件，不允许删除`, `The class "${cls.name}" still holds files`);
      }
    }
  },
  afterDelete: (ids) => {
    removeWhere(classRoles(), (cr) => ids.includes(cr.clsId));
    touch('sys_file_cls_role');
  },
  exportColumns: [
    col('clsId', '分类编号', 'ID'),
    col('name', '分类名称', 'Name'),
    col('key', '分类标识', 'Key'),
    col('sort', '显示排序', 'Order'),
    col('status', '状态', 'Status'),
    col('remark', '备注', 'Remark'),
    col('createTime', '创建时间', 'Created'),
  ],
  exportName: { zh: '文件分类', en: 'File classes' },
  valid: true,
  options: { label: 'name', value: 'clsId' },
  onWrite: auditWrites('文件分类'),
};

const fileConfig: CrudConfig<FileRow> = {
  path: 'files',
  rows: files,
  tableName: 'sys_file',
  idKey: 'fileId',
  perm: 'system:files',
  filters: { clsId: 'eq', name: 'like', ext: 'eq' },
  // A user lists the files of the classes assigned to their roles only (every class for admin).
  where: (row, _query, ctx) => classIdsFor(ctx).has(row.clsId),
  defaultSort: { field: 'createTime', order: 'desc' },
  required: [
    { field: 'name', message: { zh: '文件名称不能为空', en: 'The file name is required' } },
    { field: 'clsId', message: { zh: '文件分类不能为空', en: 'The file class is required' } },
  ],
  validate: (record, ctx) => {
    if (!fileClasses().some((c) => c.clsId === Number(record.clsId))) {
      refuse(ctx, '文件分类不存在', 'The file class does not exist');
    }
    if (/[\\/]/.test(String(record.name)))
      refuse(ctx, '文件名称不能包含 / 或 \\', 'The file name may not hold / or \\');
  },
  // Only name, class and remark change through PUT; the stored bytes and their key stay.
  afterSave: (row, _body, _ctx, previous) => {
    row.clsId = Number(row.clsId);
    if (previous) {
      const { key, ext, mimeType, size, createBy, createTime } = previous;
      Object.assign(row, { key, ext, mimeType, size, createBy, createTime });
    }
  },
  afterDelete: (ids) => {
    if (removeWhere(fileContents(), (c) => ids.includes(c.fileId)) > 0) touch('sys_file_content');
  },
  present: presentFile,
  onWrite: auditWrites('文件管理'),
};

function uploadTooLarge(ctx: HandlerContext): never {
  refuse(ctx, '上传文件大小不能超过 10 MB', 'The file is larger than 10 MB');
}

const upload = guarded('system:files:upload', async (ctx) => {
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    refuse(ctx, '请以 multipart/form-data 上传文件', 'Upload the file as multipart/form-data');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') refuse(ctx, '请选择要上传的文件', 'Choose a file to upload');
  const cls = fileClasses().find((c) => c.clsId === toId(form.get('clsId')));
  if (!cls) refuse(ctx, '文件分类不存在', 'The file class does not exist');
  if (cls.status !== '0') refuse(ctx, `分类“${cls.name}”已停用`, `The class "${cls.name}" is disabled`);
  if (!classIdsFor(ctx).has(cls.clsId)) {
    refuse(ctx, `没有向分类“${cls.name}”上传的权限`, `You may not upload to "${cls.name}"`);
  }
  if (file.size > MAX_UPLOAD_BYTES) uploadTooLarge(ctx);
  if (file.size === 0) refuse(ctx, '不能上传空文件', 'The file is empty');
  const name = (file.name || 'file').split(/[\\/]/).pop()?.slice(0, 200) || 'file';
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1].toLowerCase() ?? '';
  const rows = files();
  const fileId = rows.reduce((max, f) => Math.max(max, f.fileId), 0) + 1;
  const createTime = now();
  const row: FileRow = {
    fileId,
    clsId: cls.clsId,
    name,
    key: fileKey(createTime, Math.random, ext),
    ext,
    mimeType: mimeOf(ext),
    size: file.size,
    remark: '',
    createBy: ctx.user.row.userName,
    createTime,
  };
  rows.unshift(row);
  touch('sys_file');
  if (file.size <= MAX_STORED_BYTES) {
    fileContents().push({ fileId, base64: toBase64(new Uint8Array(await file.arrayBuffer())) });
    touch('sys_file_content');
  }
  recordOperation(ctx, { title: '文件管理', businessType: '1', params: { name, clsId: cls.clsId, size: file.size } });
  return ok(presentFile(row));
});

function classByKey(ctx: HandlerContext): FileClassRow {
  const key = param(ctx.params, 'x');
  const cls = fileClasses().find((c) => c.key === key);
  if (!cls) refuse(ctx, `文件分类“${key}”不存在`, `No file class "${key}"`);
  return cls;
}

/** Deletes files of one class; a file of another class refuses the whole request. */
function removeInClass(ctx: HandlerContext, cls: FileClassRow, match: (f: FileRow) => boolean, wanted: number): void {
  const found = files().filter(match);
  if (found.length === 0 || found.length < wanted || found.some((f) => f.clsId !== cls.clsId)) {
    refuse(ctx, `文件不存在或不属于分类“${cls.name}”`, `The file is missing or not in "${cls.name}"`);
  }
  const ids = found.map((f) => f.fileId);
  removeWhere(files(), (f) => ids.includes(f.fileId));
  touch('sys_file');
  if (removeWhere(fileContents(), (c) => ids.includes(c.fileId)) > 0) touch('sys_file_content');
  recordOperation(ctx, { title: '文件管理', businessType: '3', params: { clsKey: cls.key, ids } });
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Seeded files have no bytes: images get a drawn placeholder, the rest a short text. */
function placeholder(row: FileRow): { body: string; type: string } {
  if (row.mimeType.startsWith('image/')) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#e8f3ff"/><rect x="20" y="20" width="280" height="160" rx="8" fill="none" stroke="#409eff" stroke-width="2"/><text x="160" y="108" font-family="sans-serif" font-size="14" fill="#1f2d3d" text-anchor="middle">${escapeXml(row.name)}</text></svg>`;
    return { body: svg, type: 'image/svg+xml' };
  }
  return { body: `${row.name}\n(示例文件，无内容 / sample file without content)\n`, type: 'text/plain; charset=utf-8' };
}

const preview = http.get(`${CONTENT}/files/preview/:key`, ({ request, params: routeParams }) => {
  const key = param(routeParams, 'key');
  const row = files().find((f) => f.key === key);
  if (!row) return HttpResponse.json({ code: 404, msg: say(request, '文件不存在', 'File not found') }, { status: 404 });
  const stored = fileContents().find((c) => c.fileId === row.fileId);
  const disposition = (kind: string) => `${kind}; filename*=UTF-8''${encodeURIComponent(row.name)}`;
  const safety = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "sandbox; default-src 'none'" };
  if (!stored) {
    const { body, type } = placeholder(row);
    return new HttpResponse(body, {
      headers: { 'Content-Type': type, 'Content-Disposition': disposition('inline'), ...safety },
    });
  }
  return new HttpResponse(fromBase64(stored.base64), {
    headers: {
      'Content-Type': ACTIVE_TYPES.test(row.mimeType) ? 'application/octet-stream' : row.mimeType,
      'Content-Disposition': disposition(INLINE_TYPES.test(row.mimeType) ? 'inline' : 'attachment'),
      ...safety,
    },
  });
});

function findRole(ctx: HandlerContext, roleId: unknown) {
  const role = roles().find((r) => r.roleId === toId(roleId));
  if (!role) refuse(ctx, '角色不存在', 'The role does not exist');
  return role;
}

/** Classes granted / not granted to a role, filtered by name. */
function roleClasses(allocated: boolean) {
  return guarded('system:role:list', (ctx) => {
    const query = queryOf(ctx.url);
    const role = findRole(ctx, query.roleId);
    const granted = new Set(
      classRoles()
        .filter((cr) => cr.roleId === role.roleId)
        .map((cr) => cr.clsId),
    );
    const name = (query.name ?? '').toLowerCase();
    const rows = fileClasses()
      .filter((c) => granted.has(c.clsId) === allocated && c.name.toLowerCase().includes(name))
      .sort((a, b) => a.sort - b.sort);
    return ok(paginate(rows, query));
  });
}

function grantClasses(ctx: HandlerContext, params: unknown): void {
  recordOperation(ctx, { title: '角色管理', businessType: '4', params });
}

const classRoleHandlers: RequestHandler[] = [
  http.get(`${API}/file/clsmaprole/allocatedList`, roleClasses(true)),
  http.get(`${API}/file/clsmaprole/unallocatedList`, roleClasses(false)),
  http.put(
    `${API}/file/clsmaprole/alloccated/cancel`,
    guarded('system:role:edit', async (ctx) => {
      const body = await readJson<{ roleId: number; clsId: number }>(ctx.request);
      const role = findRole(ctx, body.roleId);
      const clsId = toId(body.clsId);
      if (removeWhere(classRoles(), (cr) => cr.roleId === role.roleId && cr.clsId === clsId) === 0) {
        refuse(ctx, '该角色没有这个文件分类', 'The role does not have this file class');
      }
      touch('sys_file_cls_role');
      grantClasses(ctx, body);
      return ok();
    }),
  ),
  http.put(
    `${API}/file/clsmaprole/cancelAll`,
    guarded('system:role:edit', (ctx) => {
      const query = queryOf(ctx.url);
      const role = findRole(ctx, query.roleId);
      const clsIds = parseIds(query.clsIds);
      if (clsIds.length === 0) refuse(ctx, '请选择文件分类', 'Select the file classes');
      removeWhere(classRoles(), (cr) => cr.roleId === role.roleId && clsIds.includes(cr.clsId));
      touch('sys_file_cls_role');
      grantClasses(ctx, query);
      return ok();
    }),
  ),
  http.put(
    `${API}/file/clsmaprole/selectAll`,
    guarded('system:role:edit', (ctx) => {
      const query = queryOf(ctx.url);
      const role = findRole(ctx, query.roleId);
      const clsIds = parseIds(query.clsIds);
      if (clsIds.length === 0) refuse(ctx, '请选择文件分类', 'Select the file classes');
      const known = new Set(fileClasses().map((c) => c.clsId));
      const unknown = clsIds.find((id) => !known.has(id));
      if (unknown !== undefined) refuse(ctx, `文件分类 ${unknown} 不存在`, `File class ${unknown} does not exist`);
      const granted = new Set(
        classRoles()
          .filter((cr) => cr.roleId === role.roleId)
          .map((cr) => cr.clsId),
      );
      for (const clsId of new Set(clsIds)) if (!granted.has(clsId)) classRoles().push({ roleId: role.roleId, clsId });
      touch('sys_file_cls_role');
      grantClasses(ctx, query);
      return ok();
    }),
  ),
  http.get(
    `${API}/file/clsmaprole/optionsKey`,
    guarded(undefined, (ctx) => {
      const allowed = classIdsFor(ctx);
      return ok(
        fileClasses()
          .filter((c) => c.status === '0' && allowed.has(c.clsId))
          .sort((a, b) => a.sort - b.sort)
          .map((c) => ({ label: c.name, value: c.key })),
      );
    }),
  ),
];

const fileExtras: RequestHandler[] = [
  http.post(`${API}/files`, upload),
  http.delete(
    `${API}/files/idPar/:x/:id`,
    guarded('system:files:remove', (ctx) => {
      const cls = classByKey(ctx);
      const id = toId(param(ctx.params, 'id'));
      removeInClass(ctx, cls, (f) => f.fileId === id, 1);
      return ok();
    }),
  ),
  http.delete(
    `${API}/files/keyPar/:x/:key`,
    guarded('system:files:remove', (ctx) => {
      const cls = classByKey(ctx);
      const key = param(ctx.params, 'key');
      removeInClass(ctx, cls, (f) => f.key === key, 1);
      return ok();
    }),
  ),
  http.delete(
    `${API}/files/idsPar/:x/:ids`,
    guarded('system:files:remove', (ctx) => {
      const cls = classByKey(ctx);
      const ids = parseIds(param(ctx.params, 'ids'));
      if (ids.length === 0) refuse(ctx, '请选择要删除的文件', 'Select the files to delete');
      removeInClass(ctx, cls, (f) => ids.includes(f.fileId), new Set(ids).size);
      return ok();
    }),
  ),
];

export const systemFileHandlers: RequestHandler[] = [
  preview,
  ...classRoleHandlers,
  ...fileExtras,
  ...crudHandlers(classConfig),
  ...crudHandlers(fileConfig),
];
