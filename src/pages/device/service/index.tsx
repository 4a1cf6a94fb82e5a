import { CrudPage } from '@/components/crud';
import { serviceResource } from '@/resources/service/service.resource';

/** The declared page of device/service. */
export default function ServicePage() {
  return <CrudPage resource={serviceResource} />;
}
