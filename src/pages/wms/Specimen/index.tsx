import { CrudPage } from '@/components/crud';
import { specimenResource } from '@/resources/specimen/specimen.resource';

/** Samples, the stock in, with the Excel export: the declared page. */
export default function SpecimenPage() {
  return <CrudPage resource={specimenResource} />;
}
