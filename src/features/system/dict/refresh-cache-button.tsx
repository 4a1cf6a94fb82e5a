import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictTypeApi } from '@/api/modules/system/dict';
import { clearDictCache } from '@/components/list';
import { feedback } from '@/lib/feedback/feedback';

/** `POST dicts/refresh`, then the console drops its own dictionary cache. */
export function RefreshDictCacheButton() {
  const { t } = useTranslation('dict');
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const refresh = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await dictTypeApi.refresh();
      clearDictCache();
      void feedback().message.success(t('refreshSuccess'));
    } catch {
      // The client has told the user.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Button danger icon={<SyncOutlined />} loading={busy} onClick={() => void refresh()}>
      {t('refreshCache')}
    </Button>
  );
}
