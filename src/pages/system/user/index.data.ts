import { deptTreeSource } from '@/api/modules/system/dept';
import type { PagePlan } from '@/lib/page-plan';
import { userResource } from '@/resources/user/user.resource';

/** The user list, and the department tree beside it. */
export default { ...userResource, beside: [deptTreeSource] } satisfies PagePlan;
