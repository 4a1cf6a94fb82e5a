import type { PagePlan } from '@/lib/page-plan';
import { gatewayResource } from '@/resources/gateway/gateway.resource';

export default gatewayResource satisfies PagePlan;
