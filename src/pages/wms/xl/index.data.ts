import type { PagePlan } from '@/lib/page-plan';
import { xlResource } from '@/resources/xl/xl.resource';

export default xlResource satisfies PagePlan;
