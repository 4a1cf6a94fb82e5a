import { defineTable } from '../db';
import { createRandom, seedTime, type Random } from '../lib/random';

/** sys_file_cls: classes of stored files; `key` is the `{x}` of `files/idPar/{x}/…`. */
export interface FileClassRow {
  clsId: number;
  name: string;
  key: string;
  sort: number;
  status: '0' | '1';
  remark: string;
  createTime: string;
}

export interface FileRow {
  fileId: number;
  clsId: number;
  name: string;
  key: string;
  ext: string;
  mimeType: string;
  size: number;
  remark: string;
  createBy: string;
  createTime: string;
}

/** Bytes of an uploaded file (base64), kept apart so the file list stays small in storage. */
export interface FileContentRow {
  fileId: number;
  base64: string;
}

export interface ClassRoleRow {
  roleId: number;
  clsId: number;
}

const CLASSES: [name: string, key: string, remark: string][] = [
  ['产品图片', 'product', '称重模块、传感器等产品照片'],
  ['产品手册', 'manual', '说明书与选型手册'],
  ['安装图纸', 'drawing', 'CAD 与 PDF 图纸'],
  ['检定证书', 'certificate', '计量检定与型式批准证书'],
  ['固件包', 'firmware', '仪表与网关固件'],
  ['菜单图标', 'menuIcon', '菜单使用的图片图标'],
  ['用户头像', 'avatar', ''],
  ['合同文档', 'contract', ''],
];

export const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  js: 'text/javascript',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  dwg: 'application/acad',
  zip: 'application/zip',
  bin: 'application/octet-stream',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function mimeOf(ext: string): string {
  return MIME_TYPES[ext.toLowerCase()] ?? 'application/octet-stream';
}

/** A storage key: date, a random part and the extension (URL-safe, no `/`). */
export function fileKey(date: string, random: () => number, ext: string): string {
  const stamp = date.replace(/\D/g, '').slice(0, 8);
  const part = Math.floor(random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  return `${stamp}${part}${ext ? `.${ext}` : ''}`;
}

export const fileClasses = defineTable<FileClassRow>('sys_file_cls', () => {
  const random = createRandom(51);
  return CLASSES.map(([name, key, remark], index) => ({
    clsId: index + 1,
    name,
    key,
    sort: index + 1,
    status: '0' as const,
    remark,
    createTime: seedTime(random, 400),
  }));
});

const MODELS = ['HM-9B', 'SB-2t', 'BM11-5t', 'ZS-30t', 'H8C-C3', 'QS-A', 'XK3190-A9', 'GM8802', 'DDS-20', 'LP7510'];
const UPLOADERS = ['admin', 'admin', 'user003', 'user017'];

function seedName(clsKey: string, index: number, random: Random): [name: string, ext: string] {
  const model = random.pick(MODELS);
  switch (clsKey) {
    case 'product':
      return [`${model} 外观图${index}`, random.pick(['png', 'jpg'])];
    case 'manual':
      return [`${model} 使用说明书`, 'pdf'];
    case 'drawing':
      return [`${model} 安装图-${index}`, random.pick(['dwg', 'pdf'])];
    case 'certificate':
      return [`${model} 检定证书`, random.pick(['pdf', 'jpg'])];
    case 'firmware':
      return [`${model.toLowerCase()}_fw_v${random.int(1, 3)}.${random.int(0, 9)}.${random.int(0, 20)}`, 'bin'];
    case 'menuIcon':
      return [`icon-${index}`, 'png'];
    case 'avatar':
      return [`avatar-${index}`, 'jpg'];
    default:
      return [`销售合同-${2025}${String(index).padStart(4, '0')}`, random.pick(['pdf', 'docx'])];
  }
}

/** The seeded rows; other seeds (product pictures) refer to these, never to the live table. */
export const seedFiles = (): FileRow[] => {
  const random = createRandom(52);
  const rows: FileRow[] = [];
  for (let index = 1; index <= 200; index++) {
    const clsId = random.int(1, CLASSES.length);
    const [, clsKey] = CLASSES[clsId - 1];
    const [base, ext] = seedName(clsKey, index, random);
    const createTime = seedTime(random, 365);
    rows.push({
      fileId: index,
      clsId,
      name: `${base}.${ext}`,
      key: fileKey(createTime, random.next, ext),
      ext,
      mimeType: mimeOf(ext),
      size: ext === 'bin' ? random.int(200_000, 4_000_000) : random.int(20_000, 2_500_000),
      remark: '',
      createBy: random.pick(UPLOADERS),
      createTime,
    });
  }
  return rows;
};

export const files = defineTable<FileRow>('sys_file', seedFiles);

export const fileContents = defineTable<FileContentRow>('sys_file_content', () => []);

/** Which file classes a role may use (`file/clsmaprole`). */
export const classRoles = defineTable<ClassRoleRow>('sys_file_cls_role', () => [
  { roleId: 2, clsId: 1 },
  { roleId: 2, clsId: 2 },
  { roleId: 3, clsId: 1 },
  { roleId: 3, clsId: 2 },
  { roleId: 3, clsId: 3 },
  { roleId: 3, clsId: 4 },
  { roleId: 4, clsId: 5 },
]);
