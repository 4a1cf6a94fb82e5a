import type { PagePlan } from '@/lib/page-plan';
import { stabilizerResource } from '@/resources/stabilizer/stabilizer.resource';

export default stabilizerResource satisfies PagePlan;
