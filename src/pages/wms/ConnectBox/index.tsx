import { CrudPage } from '@/components/crud';
import { connectBoxResource } from '@/resources/connectBox/connectBox.resource';

/** Junction boxes: the declared page. */
export default function ConnectBoxPage() {
  return <CrudPage resource={connectBoxResource} />;
}
