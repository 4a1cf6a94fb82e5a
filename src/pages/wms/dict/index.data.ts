import type { PagePlan } from '@/lib/page-plan';
import { wmsDictTypeResource } from '@/resources/dict/dict-type.resource';

export default wmsDictTypeResource satisfies PagePlan;
