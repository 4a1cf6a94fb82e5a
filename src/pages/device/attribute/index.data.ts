import type { PagePlan } from '@/lib/page-plan';
import { attributeResource } from '@/resources/attribute/attribute.resource';

export default attributeResource satisfies PagePlan;
