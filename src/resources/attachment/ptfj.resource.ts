import { gycPtfjApi } from '@/api/modules/wms/gyc-ptfj';
import { attachmentResource } from './attachment.resource';

/** Matched accessories (`wms/gyc/ptfj`). */
export const ptfjResource = attachmentResource('ptfj', gycPtfjApi);
