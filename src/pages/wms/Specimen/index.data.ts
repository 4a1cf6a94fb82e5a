import type { PagePlan } from '@/lib/page-plan';
import { specimenResource } from '@/resources/specimen/specimen.resource';

export default specimenResource satisfies PagePlan;
