import { CrudPage } from '@/components/crud';
import { newCabinetResource } from '@/resources/newCabinet/newCabinet.resource';

/** New cabinets: the declared page. */
export default function NewCabinetPage() {
  return <CrudPage resource={newCabinetResource} />;
}
