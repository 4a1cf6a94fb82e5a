import type { PagePlan } from '@/lib/page-plan';
import { towerRecordResource } from '@/resources/tower-record/tower-record.resource';

export default towerRecordResource satisfies PagePlan;
