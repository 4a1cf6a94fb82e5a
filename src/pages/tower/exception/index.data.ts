import type { PagePlan } from '@/lib/page-plan';
import { towerExceptionResource } from '@/resources/tower-exception/tower-exception.resource';

export default towerExceptionResource satisfies PagePlan;
