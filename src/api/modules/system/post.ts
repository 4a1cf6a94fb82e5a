import { api } from '../../client';
import { changeStatusOf, exportOf, optionsOf, standardResource, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, Status } from '../../types';

/** A post (岗位): `deposts`. The reference module: every other resource module has this shape. */
export interface Post extends Audited {
  postId?: number;
  postCode?: string;
  postName?: string;
  postSort?: number;
  /** Required (spec §5): the key of the role the post stands for, e.g. `engineer`. */
  roleKey?: string;
  status?: Status;
}

export interface PostQuery extends PageQuery {
  postCode?: string;
  postName?: string;
  roleKey?: string;
  status?: Status;
}

/** Permission strings granted through a post (`deposts/pers`). */
export interface PostPermissions {
  postId: number;
  perms: string[];
}

const PATH = 'deposts';

export const postApi = {
  ...standardResource<Post, PostQuery>(PATH),
  ...exportOf(PATH, 'post'),
  ...validOf<Post>(PATH),
  ...changeStatusOf(PATH),
  ...optionsOf(PATH),
  /** `GET deposts/pers/{id}`. */
  permissions: (postId: Id, options?: CallOptions) =>
    api.get<PostPermissions>(`${PATH}/pers/${encodeURIComponent(String(postId))}`, undefined, options),
  /** `PUT deposts/pers/`. */
  updatePermissions: (body: PostPermissions) => api.put<void>(`${PATH}/pers/`, body),
};
