import type { PagePlan } from '@/lib/page-plan';
import { digitalChipResource } from '@/resources/digitalChip/digitalChip.resource';

export default digitalChipResource satisfies PagePlan;
