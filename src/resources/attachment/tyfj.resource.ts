import { gycTyfjApi } from '@/api/modules/wms/gyc-tyfj';
import { attachmentResource } from './attachment.resource';

/** General-purpose accessories (`wms/gyc/tyfj`). */
export const tyfjResource = attachmentResource('tyfj', gycTyfjApi);
