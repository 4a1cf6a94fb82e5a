import type { PagePlan } from '@/lib/page-plan';
import { menuResource, menuTree } from '@/resources/menu/menu.resource';

export default { ...menuResource, api: menuTree } satisfies PagePlan;
