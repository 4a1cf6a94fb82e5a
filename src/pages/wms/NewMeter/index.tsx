import { CrudPage } from '@/components/crud';
import { newMeterResource } from '@/resources/newMeter/newMeter.resource';

/** New meters: the declared page. */
export default function NewMeterPage() {
  return <CrudPage resource={newMeterResource} />;
}
