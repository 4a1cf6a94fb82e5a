import type { PagePlan } from '@/lib/page-plan';
import { configResource } from '@/resources/config/config.resource';

export default configResource satisfies PagePlan;
