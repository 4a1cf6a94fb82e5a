import type { PagePlan } from '@/lib/page-plan';
import { specimenOutResource } from '@/resources/specimenOut/specimenOut.resource';

export default specimenOutResource satisfies PagePlan;
