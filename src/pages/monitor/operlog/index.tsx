import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperLog } from '@/api/modules/system/operlog';
import { CrudPage } from '@/components/crud';
import { OperlogDetail } from '@/features/system/operlog/operlog-detail';
import { operlogResource } from '@/resources/operlog/operlog.resource';

/** 操作日志: search, details, delete, clear, export. */
export default function OperlogPage() {
  const { t } = useTranslation('crud');
  const [detail, setDetail] = useState<OperLog | undefined>(undefined);
  return (
    <CrudPage
      resource={operlogResource}
      rowActions={(entry, page) =>
        page.can('query') && (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(entry)}>
            {t('actions.detail')}
          </Button>
        )
      }
    >
      {() => detail && <OperlogDetail entry={detail} onClose={() => setDetail(undefined)} />}
    </CrudPage>
  );
}
