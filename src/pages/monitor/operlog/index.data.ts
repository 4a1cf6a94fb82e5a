import type { PagePlan } from '@/lib/page-plan';
import { operlogResource } from '@/resources/operlog/operlog.resource';

export default operlogResource satisfies PagePlan;
