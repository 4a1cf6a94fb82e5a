import type { PagePlan } from '@/lib/page-plan';
import { connectBoxResource } from '@/resources/connectBox/connectBox.resource';

export default connectBoxResource satisfies PagePlan;
