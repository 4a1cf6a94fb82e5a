import type { PagePlan } from '@/lib/page-plan';
import { overplateResource } from '@/resources/overplate/overplate.resource';

export default overplateResource satisfies PagePlan;
