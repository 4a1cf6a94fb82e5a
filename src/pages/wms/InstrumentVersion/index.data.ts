import type { PagePlan } from '@/lib/page-plan';
import { instrumentVersionResource } from '@/resources/instrumentVersion/instrumentVersion.resource';

export default instrumentVersionResource satisfies PagePlan;
