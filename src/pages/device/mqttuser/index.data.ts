import type { PagePlan } from '@/lib/page-plan';
import { mqttUserResource } from '@/resources/mqttuser/mqttuser.resource';

export default mqttUserResource satisfies PagePlan;
