import { CrudPage } from '@/components/crud';
import { tyfjResource } from '@/resources/attachment/tyfj.resource';

/** General accessories, with the Excel export: the declared page. */
export default function GeneralAccessoryPage() {
  return <CrudPage resource={tyfjResource} />;
}
