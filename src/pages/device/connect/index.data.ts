import type { PagePlan } from '@/lib/page-plan';
import { connectResource } from '@/resources/connect/connect.resource';

export default { ...connectResource, addressFilters: true } satisfies PagePlan;
