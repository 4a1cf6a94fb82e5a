import type { PagePlan } from '@/lib/page-plan';
import { wovenResource } from '@/resources/woven/woven.resource';

export default wovenResource satisfies PagePlan;
