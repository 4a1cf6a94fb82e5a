import { BugOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_LOG_LIMIT, flushErrorLog, useErrorLog, type ErrorLogEntry } from '@/lib/error-log/error-log';

/** Header badge with the error count; opens the list (production builds only: see navbar and start.tsx). */
export function ErrorLogButton() {
  const { t } = useTranslation('layout');
  const entries = useErrorLog((s) => s.entries);
  const dropped = useErrorLog((s) => s.dropped);
  const clear = useErrorLog((s) => s.clear);
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && dropped === 0) return null;
  return (
    <>
      <button
        type="button"
        className="header-tool"
        // The badge's figure is part of the name, as it is on screen (antd shows 99+ above 99).
        aria-label={
          entries.length
            ? t('tools.errorLogCount', { figure: entries.length > 99 ? '99+' : entries.length })
            : t('tools.errorLog')
        }
        data-testid="error-log"
        onClick={() => {
          // Counts still waiting for the next batch show at once.
          flushErrorLog();
          setOpen(true);
        }}
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
        {dropped > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="error-log-dropped"
            title={t('errorLog.dropped', { count: dropped, limit: ERROR_LOG_LIMIT })}
          />
        )}
        <Table<ErrorLogEntry>
          size="small"
          rowKey="id"
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
            { title: t('errorLog.count'), dataIndex: 'count', width: 70, align: 'right' },
            {
              title: t('errorLog.message'),
              dataIndex: 'message',
              render: (message: string, row) => (
                <details>
                  {/* Counted by antd's focus lock in the dialog (see the chart's data summary). */}
                  <summary tabIndex={0}>{message}</summary>
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
