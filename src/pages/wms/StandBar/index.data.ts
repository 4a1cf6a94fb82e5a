import type { PagePlan } from '@/lib/page-plan';
import { standBarResource } from '@/resources/standBar/standBar.resource';

export default standBarResource satisfies PagePlan;
