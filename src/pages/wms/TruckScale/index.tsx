import { CrudPage } from '@/components/crud';
import { truckScaleResource } from '@/resources/truckScale/truckScale.resource';

/** Truck scales, with the Excel export: the declared page. */
export default function TruckScalePage() {
  return <CrudPage resource={truckScaleResource} />;
}
