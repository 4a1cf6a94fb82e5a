import { ConfiguratorWizard } from '@/features/configurator/wizard';
import { useTags } from '@/stores/tags';
import { usePathNavigate } from '@/router/app-router';

const LIST_PATH = '/wms/selection/seldata';

/** `/wms/seldata/wizard`: the selection configurator, a page of its own under 选型数据. */
export default function SelDataWizardPage() {
  const navigate = usePathNavigate();
  return (
    <ConfiguratorWizard
      onLeave={() => navigate(LIST_PATH)}
      // A kept list page remounts next time it shows, with the new row.
      onSaved={() => useTags.getState().refresh(LIST_PATH)}
    />
  );
}
