import type { PagePlan } from '@/lib/page-plan';
import { largeScreenResource } from '@/resources/largeScreen/largeScreen.resource';

export default largeScreenResource satisfies PagePlan;
