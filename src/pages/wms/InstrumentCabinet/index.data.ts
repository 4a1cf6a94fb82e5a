import type { PagePlan } from '@/lib/page-plan';
import { instrumentCabinetResource } from '@/resources/instrumentCabinet/instrumentCabinet.resource';

export default instrumentCabinetResource satisfies PagePlan;
