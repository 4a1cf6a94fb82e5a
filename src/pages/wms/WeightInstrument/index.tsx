import { CrudPage } from '@/components/crud';
import { weightInstrumentResource } from '@/resources/weightInstrument/weightInstrument.resource';

/** Weight instruments: the declared page. */
export default function WeightInstrumentPage() {
  return <CrudPage resource={weightInstrumentResource} />;
}
