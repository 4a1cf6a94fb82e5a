import type { PagePlan } from '@/lib/page-plan';
import { modularResource } from '@/resources/modular/modular.resource';

export default modularResource satisfies PagePlan;
