import { CrudPage } from '@/components/crud';
import { specimenUseResource } from '@/resources/specimenUse/specimenUse.resource';

/** Sample usage: the declared page. */
export default function SpecimenUsePage() {
  return <CrudPage resource={specimenUseResource} />;
}
