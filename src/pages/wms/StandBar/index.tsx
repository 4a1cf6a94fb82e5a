import { CrudPage } from '@/components/crud';
import { standBarResource } from '@/resources/standBar/standBar.resource';

/** Indicator stands: the declared page. */
export default function StandBarPage() {
  return <CrudPage resource={standBarResource} />;
}
