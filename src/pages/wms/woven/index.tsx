import { CrudPage } from '@/components/crud';
import { wovenResource } from '@/resources/woven/woven.resource';

/** Woven lines: the declared page. */
export default function WovenPage() {
  return <CrudPage resource={wovenResource} />;
}
