import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDictCache } from '@/components/list';
import { feedback } from '@/lib/feedback/feedback';

/** `POST dicts/refresh` (or `wms/dict/refresh`), then the console drops its own dictionary cache. */
export function RefreshDictCacheButton({ refresh }: { refresh: () => Promise<void> }) {
  const { t } = useTranslation('dict');
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await refresh();
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
    <Button danger icon={<SyncOutlined />} loading={busy} onClick={() => void run()}>
      {t('refreshCache')}
    </Button>
  );
}
