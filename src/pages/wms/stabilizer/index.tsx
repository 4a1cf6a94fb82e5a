import { CrudPage } from '@/components/crud';
import { stabilizerResource } from '@/resources/stabilizer/stabilizer.resource';

/** Stabilizers: the declared page. */
export default function StabilizerPage() {
  return <CrudPage resource={stabilizerResource} />;
}
