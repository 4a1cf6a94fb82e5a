import type { PagePlan } from '@/lib/page-plan';
import { platformScaleResource } from '@/resources/platformScale/platformScale.resource';

export default platformScaleResource satisfies PagePlan;
