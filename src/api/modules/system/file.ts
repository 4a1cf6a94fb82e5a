import { contentPaths } from '@/config/env';
import { api, type RequestOptions } from '../../client';
import { exportOf, optionsOf, standardResource, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, Status } from '../../types';
import { joinIds, segment } from './tree';

/** Stored files (`files`: upload, update, removeByIdPar/KeyPar/IdsPar, previewUrl) and their classes (`files/cls`: options). */
export interface FileClass extends Audited {
  clsId?: number;
  name?: string;
  /** Short code, unique; the `{x}` of `files/idPar/{x}/…` (letters, digits, `_`, `-`). */
  key?: string;
  sort?: number;
  status?: Status;
}

export interface FileClassQuery extends PageQuery {
  name?: string;
  key?: string;
  status?: Status;
}

export interface StoredFile extends Audited {
  fileId?: number;
  clsId?: number;
  /** Joined from the class on reads. */
  clsName?: string;
  clsKey?: string;
  /** The original file name. */
  name?: string;
  /** Storage key, unique; the preview path is `contentPaths.filePreview(key)`. */
  key?: string;
  /** Lower-case extension without the dot. */
  ext?: string;
  mimeType?: string;
  /** Bytes. */
  size?: number;
}

export interface StoredFileQuery extends PageQuery {
  clsId?: number;
  name?: string;
  beginTime?: string;
  endTime?: string;
}

export interface UploadOptions extends CallOptions {
  onUploadProgress?: RequestOptions['onUploadProgress'];
}

/** Largest upload the backend accepts (the mock enforces it too). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const CLS_PATH = 'files/cls';
const FILE_PATH = 'files';

export const fileClassApi = {
  ...standardResource<FileClass, FileClassQuery>(CLS_PATH),
  ...exportOf(CLS_PATH, 'file_class'),
  /** `GET files/cls/options`: `{ label: name, value: clsId }` of enabled classes. */
  ...optionsOf(CLS_PATH),
};

const files = standardResource<StoredFile, StoredFileQuery>(FILE_PATH);

/** No `create`: `POST files` is the multipart upload. */
export const fileApi = {
  path: FILE_PATH,
  page: files.page,
  get: files.get,
  update: files.update,
  remove: files.remove,
  removeBatch: files.removeBatch,
  /** `POST files` multipart (`file`, `clsId`): resolves with the stored record. */
  upload: (file: Blob, clsId: Id, options: UploadOptions = {}) => {
    const form = new FormData();
    const name = 'name' in file && typeof file.name === 'string' && file.name !== '' ? file.name : 'blob';
    form.append('file', file, name);
    form.append('clsId', String(clsId));
    return api.post<StoredFile>(FILE_PATH, form, {
      ...options,
      // Lets axios send the FormData as is; the browser adds the boundary.
      headers: { 'Content-Type': 'multipart/form-data' },
    });
  },
  /** `DELETE files/idPar/{clsKey}/{id}`. */
  removeByIdPar: (clsKey: string, fileId: Id) =>
    api.delete<void>(`${FILE_PATH}/idPar/${segment(clsKey)}/${segment(fileId)}`),
  /** `DELETE files/keyPar/{clsKey}/{key}`. */
  removeByKeyPar: (clsKey: string, key: string) =>
    api.delete<void>(`${FILE_PATH}/keyPar/${segment(clsKey)}/${segment(key)}`),
  /** `DELETE files/idsPar/{clsKey}/{ids}`. */
  removeByIdsPar: (clsKey: string, fileIds: readonly Id[]) =>
    api.delete<void>(`${FILE_PATH}/idsPar/${segment(clsKey)}/${joinIds(fileIds)}`),
  /** Where the content service serves the file (GET, no token: usable in `<img src>` and links). */
  previewUrl: (key: string) => contentPaths.filePreview(key),
};
