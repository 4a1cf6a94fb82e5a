import { CrudPage } from '@/components/crud';
import { digitalChipResource } from '@/resources/digitalChip/digitalChip.resource';

/** Digital chips, with the Excel export: the declared page. */
export default function DigitalChipPage() {
  return <CrudPage resource={digitalChipResource} />;
}
