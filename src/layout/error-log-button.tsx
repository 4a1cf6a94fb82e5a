import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLog, type ErrorLogEntry } from '@/lib/error-log/error-log';

/** Header badge with the error count; opens the list (production builds only: see navbar and main.tsx). */
export function ErrorLogButton() {
  const { t } = useTranslation('layout');
  const entries = useErrorLog((s) => s.entries);
  const clear = useErrorLog((s) => s.clear);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="header-tool"
        aria-label={t('tools.errorLog')}
        data-testid="error-log"
        onClick={() => setOpen(true)}
      >
        <Badge count={entries.length} size="small" offset={[4, -2]}>
          <BugOutlined style={{ fontSize: 18, color: '#f5222d' }} />
        </Badge>
      </button>
      <Modal
        open={open}
        title={t('tools.errorLog')}
        width={900}
        onCancel={() => setOpen(false)}
        footer={[
          <Button
            key="clear"
            danger
            onClick={() => {
              clear();
              setOpen(false);
            }}
          >
            {t('errorLog.clear')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('errorLog.close')}
          </Button>,
        ]}
      >
        <Table<ErrorLogEntry>
          size="small"
          rowKey={(row) => `${row.time}-${row.message}`}
          dataSource={entries}
          pagination={false}
          scroll={{ y: 420 }}
          columns={[
            {
              title: t('errorLog.time'),
              dataIndex: 'time',
              width: 170,
              render: (time: number) => dayjs(time).format('YYYY-MM-DD HH:mm:ss'),
            },
            { title: t('errorLog.route'), dataIndex: 'route', width: 180, ellipsis: true },
            {
              title: t('errorLog.message'),
              dataIndex: 'message',
              render: (message: string, row) => (
                <details>
                  <summary>{message}</summary>
                  <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{row.stack}</pre>
                </details>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
