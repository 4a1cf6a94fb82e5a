import { CrudPage } from '@/components/crud';
import { instrumentVersionResource } from '@/resources/instrumentVersion/instrumentVersion.resource';

/** Instrument versions: the declared page. */
export default function InstrumentVersionPage() {
  return <CrudPage resource={instrumentVersionResource} />;
}
