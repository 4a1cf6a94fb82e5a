import type { PagePlan } from '@/lib/page-plan';
import { ptfjResource } from '@/resources/attachment/ptfj.resource';

export default ptfjResource satisfies PagePlan;
