import type { PagePlan } from '@/lib/page-plan';
import { roleResource } from '@/resources/role/role.resource';

export default roleResource satisfies PagePlan;
