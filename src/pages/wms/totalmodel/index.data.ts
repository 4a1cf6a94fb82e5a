import type { PagePlan } from '@/lib/page-plan';
import { totalmodelResource } from '@/resources/totalmodel/totalmodel.resource';

export default totalmodelResource satisfies PagePlan;
