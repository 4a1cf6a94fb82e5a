import type { PagePlan } from '@/lib/page-plan';
import { jobResource } from '@/resources/job/job.resource';

export default jobResource satisfies PagePlan;
