import { CrudPage } from '@/components/crud';
import { platformScaleResource } from '@/resources/platformScale/platformScale.resource';

/** Platform scales: the declared page. */
export default function PlatformScalePage() {
  return <CrudPage resource={platformScaleResource} />;
}
