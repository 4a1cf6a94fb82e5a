import { CrudPage } from '@/components/crud';
import { attributeResource } from '@/resources/attribute/attribute.resource';

/** The declared page of device/attribute. */
export default function AttributePage() {
  return <CrudPage resource={attributeResource} />;
}
