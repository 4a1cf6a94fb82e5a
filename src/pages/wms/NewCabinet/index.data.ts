import type { PagePlan } from '@/lib/page-plan';
import { newCabinetResource } from '@/resources/newCabinet/newCabinet.resource';

export default newCabinetResource satisfies PagePlan;
