import type { PagePlan } from '@/lib/page-plan';
import { seldataResource } from '@/resources/seldata/seldata.resource';

export default seldataResource satisfies PagePlan;
