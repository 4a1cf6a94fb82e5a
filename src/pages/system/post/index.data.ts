import type { PagePlan } from '@/lib/page-plan';
import { postResource } from '@/resources/post/post.resource';

export default postResource satisfies PagePlan;
