import type { PagePlan } from '@/lib/page-plan';
import { specimenUseResource } from '@/resources/specimenUse/specimenUse.resource';

export default specimenUseResource satisfies PagePlan;
