import { UnorderedListOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/components/crud';
import { sensorTypesResource } from '@/resources/sensortypes/sensortypes.resource';
import { useRoutesMeta } from '@/router/route-meta';
import { usePathNavigate } from '@/router/app-router';

const SENSOR_PAGE = 'wms/sensor/index';

/** Load-cell types: the declared page, each row opening the load cells of its type. */
export default function SensorTypesPage() {
  const { t } = useTranslation('sensortypes');
  const navigate = usePathNavigate();
  const sensorPath = useRoutesMeta().pages.find((p) => p.component === SENSOR_PAGE)?.path;
  return (
    <CrudPage
      resource={sensorTypesResource}
      rowActions={(type) =>
        sensorPath &&
        type.code && (
          <Button
            type="link"
            size="small"
            icon={<UnorderedListOutlined />}
            onClick={() => navigate(`${sensorPath}?type=${encodeURIComponent(type.code ?? '')}`)}
          >
            {t('sensors')}
          </Button>
        )
      }
    />
  );
}
