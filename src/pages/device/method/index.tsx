import { CrudPage } from '@/components/crud';
import { methodResource } from '@/resources/method/method.resource';

/** The declared page of device/method. */
export default function MethodPage() {
  return <CrudPage resource={methodResource} />;
}
