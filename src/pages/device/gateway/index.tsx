import { CodeOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/components/crud';
import { HasPermi } from '@/lib/access/access';
import { gatewayResource } from '@/resources/gateway/gateway.resource';
import { usePathNavigate } from '@/router/app-router';

/** Gateways: the declared list plus each gateway's sessions and commands. */
export default function GatewayPage() {
  const { t } = useTranslation('gateway');
  const navigate = usePathNavigate();
  return (
    <CrudPage
      resource={gatewayResource}
      actionsWidth={300}
      rowActions={(gateway) => (
        <>
          {gateway.identifier && (
            <HasPermi value={['device:connect:list']}>
              <Button
                type="link"
                size="small"
                icon={<DisconnectOutlined />}
                onClick={() =>
                  navigate(`/device/connect?deviceIdentifier=${encodeURIComponent(gateway.identifier ?? '')}`)
                }
              >
                {t('actions.sessions')}
              </Button>
            </HasPermi>
          )}
          {gateway.identifier && (
            <HasPermi value={['device:command:add']}>
              <Button
                type="link"
                size="small"
                icon={<CodeOutlined />}
                onClick={() => navigate(`/device/command?gateway=${encodeURIComponent(gateway.identifier ?? '')}`)}
              >
                {t('actions.command')}
              </Button>
            </HasPermi>
          )}
        </>
      )}
    />
  );
}
