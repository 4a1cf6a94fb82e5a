import type { PagePlan } from '@/lib/page-plan';
import { truckScaleResource } from '@/resources/truckScale/truckScale.resource';

export default truckScaleResource satisfies PagePlan;
