import { CrudPage } from '@/components/crud';
import { ptfjResource } from '@/resources/attachment/ptfj.resource';

/** Matched accessories, with the Excel export: the declared page. */
export default function MatchedAccessoryPage() {
  return <CrudPage resource={ptfjResource} />;
}
