import type { PagePlan } from '@/lib/page-plan';
import { sensorTypesResource } from '@/resources/sensortypes/sensortypes.resource';

export default sensorTypesResource satisfies PagePlan;
