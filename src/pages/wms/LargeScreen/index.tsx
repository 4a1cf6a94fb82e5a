import { CrudPage } from '@/components/crud';
import { largeScreenResource } from '@/resources/largeScreen/largeScreen.resource';

/** Large screens, with the Excel export: the declared page. */
export default function LargeScreenPage() {
  return <CrudPage resource={largeScreenResource} />;
}
