import { CrudPage } from '@/components/crud';
import { overplateResource } from '@/resources/overplate/overplate.resource';

/** Over-plates, with the Excel export: the declared page. */
export default function OverPlatePage() {
  return <CrudPage resource={overplateResource} />;
}
