import { CrudPage } from '@/components/crud';
import { instrumentCabinetResource } from '@/resources/instrumentCabinet/instrumentCabinet.resource';

/** Instrument cabinets: the declared page. */
export default function InstrumentCabinetPage() {
  return <CrudPage resource={instrumentCabinetResource} />;
}
