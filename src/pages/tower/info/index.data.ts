import type { PagePlan } from '@/lib/page-plan';
import { towerInfoResource } from '@/resources/tower-info/tower-info.resource';

export default towerInfoResource satisfies PagePlan;
