import type { PagePlan } from '@/lib/page-plan';
import { newMeterResource } from '@/resources/newMeter/newMeter.resource';

export default newMeterResource satisfies PagePlan;
