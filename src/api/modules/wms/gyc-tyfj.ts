import { exportOf, standardResource } from '../../resource';
import type { ModuleAttachment, ModuleAttachmentQuery } from './gyc-ptfj';

const PATH = 'wms/gyc/tyfj';

/** Industrial-scale general-purpose accessories (工业秤通用附件; `tyfj` = 通用附件), same shape as ptfj. */
export const gycTyfjApi = {
  ...standardResource<ModuleAttachment, ModuleAttachmentQuery>(PATH),
  ...exportOf(PATH, 'gyc_tyfj'),
};
