import { CrudPage } from '@/components/crud';
import { xlResource } from '@/resources/xl/xl.resource';

/** Cables: the declared page. */
export default function CablePage() {
  return <CrudPage resource={xlResource} />;
}
