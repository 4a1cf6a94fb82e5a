import type { PagePlan } from '@/lib/page-plan';
import { dictTypeResource } from '@/resources/dict/dict-type.resource';

export default dictTypeResource satisfies PagePlan;
