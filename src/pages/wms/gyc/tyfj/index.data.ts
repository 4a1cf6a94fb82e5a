import type { PagePlan } from '@/lib/page-plan';
import { tyfjResource } from '@/resources/attachment/tyfj.resource';

export default tyfjResource satisfies PagePlan;
