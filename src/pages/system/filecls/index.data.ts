import type { PagePlan } from '@/lib/page-plan';
import { fileClassResource } from '@/resources/files/file-class.resource';

export default fileClassResource satisfies PagePlan;
