import { EyeOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selDataApi, type SelectionData } from '@/api/modules/wms/seldata';
import { CrudPage, recordId } from '@/components/crud';
import { SelectionReport } from '@/features/configurator/report/selection-report';
import { SelectionView } from '@/features/configurator/selection-view';
import { useLoad } from '@/features/configurator/use-load';
import { seldataResource } from '@/resources/seldata/seldata.resource';
import { usePageOverlay } from '@/router/page-location';
import { usePathNavigate } from '@/router/app-router';

const WIZARD_PATH = '/wms/seldata/wizard';

/** A saved selection, fetched afresh and shown read-only with its stored checks. */
function SelectionDrawer({ id, onClose }: { id: number | string; onClose: () => void }) {
  const { t } = useTranslation('configurator');
  const selection = useLoad(String(id), (signal) => selDataApi.get(id, { signal }));
  const overlay = usePageOverlay();
  return (
    <Drawer
      {...overlay}
      size={Math.min(1100, window.innerWidth)}
      title={t('view.title', { no: selection.data?.selectionNo ?? '' })}
      onClose={onClose}
    >
      {selection.loading && <Spin />}
      {selection.failed && <Result status="warning" title={t('view.failed')} />}
      {selection.data && <SelectionView selection={selection.data} />}
    </Drawer>
  );
}

/**
 * The report of a saved selection, made from the record fetched afresh (`GET {id}`, as the view does):
 * a list row need not carry the checks and parts the report prints. Should the fetch fail, the row
 * as listed is used, and the report says what it lacks.
 */
function SavedSelectionReport({ row, onClose }: { row: SelectionData; onClose: () => void }) {
  const id = recordId(row, 'id');
  const selection = useLoad(id === undefined ? undefined : String(id), (signal) =>
    selDataApi.get(id ?? '', { signal }),
  );
  if (selection.loading) return <Spin fullscreen />;
  return <SelectionReport selection={selection.data ?? row} saved onClose={onClose} />;
}

/** 选型数据: saved selections; "New selection" opens the configurator, "View" a saved one read-only. */
export default function SelDataPage() {
  const { t } = useTranslation('configurator');
  const navigate = usePathNavigate();
  const { t: tr } = useTranslation('report');
  const [viewing, setViewing] = useState<number | string | undefined>(undefined);
  const [reporting, setReporting] = useState<SelectionData | undefined>(undefined);
  return (
    <CrudPage
      resource={seldataResource}
      actionsWidth={300}
      toolbarExtra={(page) =>
        page.can('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(WIZARD_PATH)}>
            {t('actions.newSelection')}
          </Button>
        )
      }
      rowActions={(selection: SelectionData) => {
        const id = recordId(selection, 'id');
        return (
          id !== undefined && (
            <>
              <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(id)}>
                {t('actions.view')}
              </Button>
              <Button type="link" size="small" icon={<FileTextOutlined />} onClick={() => setReporting(selection)}>
                {tr('action')}
              </Button>
            </>
          )
        );
      }}
    >
      {() => (
        <>
          {viewing !== undefined && <SelectionDrawer id={viewing} onClose={() => setViewing(undefined)} />}
          {reporting && <SavedSelectionReport row={reporting} onClose={() => setReporting(undefined)} />}
        </>
      )}
    </CrudPage>
  );
}
