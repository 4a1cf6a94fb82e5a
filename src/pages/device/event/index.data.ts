import type { PagePlan } from '@/lib/page-plan';
import { eventResource } from '@/resources/event/event.resource';

export default eventResource satisfies PagePlan;
