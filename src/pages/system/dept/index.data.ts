import type { PagePlan } from '@/lib/page-plan';
import { deptResource, deptTree } from '@/resources/dept/dept.resource';

export default { ...deptResource, api: deptTree } satisfies PagePlan;
