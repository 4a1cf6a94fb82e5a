import type { PagePlan } from '@/lib/page-plan';
import { logininforResource } from '@/resources/logininfor/logininfor.resource';

export default logininforResource satisfies PagePlan;
