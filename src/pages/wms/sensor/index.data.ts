import type { PagePlan } from '@/lib/page-plan';
import { sensorResource } from '@/resources/sensor/sensor.resource';

export default { ...sensorResource, addressFilters: true } satisfies PagePlan;
