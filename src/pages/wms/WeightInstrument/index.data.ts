import type { PagePlan } from '@/lib/page-plan';
import { weightInstrumentResource } from '@/resources/weightInstrument/weightInstrument.resource';

export default weightInstrumentResource satisfies PagePlan;
