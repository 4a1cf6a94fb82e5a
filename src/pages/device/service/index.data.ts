import type { PagePlan } from '@/lib/page-plan';
import { serviceResource } from '@/resources/service/service.resource';

export default serviceResource satisfies PagePlan;
