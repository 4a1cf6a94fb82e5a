import type { PagePlan } from '@/lib/page-plan';
import { methodResource } from '@/resources/method/method.resource';

export default methodResource satisfies PagePlan;
