import { CrudPage } from '@/components/crud';
import { specimenOutResource } from '@/resources/specimenOut/specimenOut.resource';

/** Sample issues, with the Excel export: the declared page. */
export default function SpecimenOutPage() {
  return <CrudPage resource={specimenOutResource} />;
}
