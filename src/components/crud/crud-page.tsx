import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/api/types';
import { Pagination, RightToolbar, useColumnVisibility } from '@/components/list';
import type { ResourceSpec } from './define-resource';
import { CrudFormDialog, type CrudFormDialogProps } from './crud-form-dialog';
import { ImportButton } from './import/import-button';
import { CrudTable, defaultHiddenColumns, useCrudColumns } from './crud-table';
import { CrudSearchForm } from './search-form';
import { useCrudPage, type CrudPageOptions, type CrudPageState } from './use-crud-page';
import styles from './crud.module.css';
import { usePageLocation } from '@/router/page-location';

export interface CrudPageProps<T, Q extends PageQuery> extends CrudPageOptions<Q> {
  resource: ResourceSpec<T, Q>;
  /** Values a new record starts with (besides the fields' defaults and the fixed query). */
  newRecord?: Partial<T>;
  /** Above the search form (e.g. a back link and the parent's name). */
  header?: ReactNode;
  /** More toolbar buttons after add/edit/delete/export. */
  toolbarExtra?: (page: CrudPageState<T, Q>) => ReactNode;
  /** More row buttons after edit/delete. */
  rowActions?: (record: T, page: CrudPageState<T, Q>) => ReactNode;
  actionsWidth?: number;
  /** Below the page (dialogs of the page's own actions). */
  children?: (page: CrudPageState<T, Q>) => ReactNode;
  /** Below the fields of the add/edit dialog. */
  formExtra?: CrudFormDialogProps<T, Q>['formExtra'];
}

/** The standard toolbar buttons, each shown only with its permission. */
export function CrudToolbarButtons<T extends object, Q extends PageQuery>({
  page,
  exportColumns,
  children,
}: {
  page: CrudPageState<T, Q>;
  /** Keys of the columns the list shows: the export writes these. */
  exportColumns?: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('crud');
  const { resource, can, selected } = page;
  const { api } = resource;
  return (
    <div className={styles.toolbarButtons}>
      {api.create && can('add') && (
        <Button type="primary" ghost icon={<PlusOutlined />} onClick={page.openAdd}>
          {t('actions.add')}
        </Button>
      )}
      {api.update && can('edit') && (
        <Button
          icon={<EditOutlined />}
          disabled={selected.length !== 1}
          onClick={() => selected.length === 1 && page.openEdit(selected[0])}
        >
          {t('actions.edit')}
        </Button>
      )}
      {(api.remove || api.removeBatch) && can('remove') && (
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={selected.length === 0}
          onClick={() => void page.remove(selected)}
        >
          {t('actions.delete')}
        </Button>
      )}
      {api.clear && can('remove') && (
        <Button danger icon={<DeleteOutlined />} onClick={() => void page.clear()}>
          {t('actions.clear')}
        </Button>
      )}
      {page.exporter.available && can('export') && (
        <Button
          icon={<DownloadOutlined />}
          loading={page.exporter.exporting}
          onClick={() => void page.runExport(exportColumns)}
        >
          {t('actions.export')}
        </Button>
      )}
      <ImportButton page={page} />
      {children}
    </div>
  );
}

/** Edit and delete links of one row, each with its permission. */
export function CrudRowButtons<T extends object, Q extends PageQuery>({
  page,
  record,
  children,
}: {
  page: CrudPageState<T, Q>;
  record: T;
  children?: ReactNode;
}) {
  const { t } = useTranslation('crud');
  const { api } = page.resource;
  return (
    <>
      {api.update && page.can('edit') && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => page.openEdit(record)}>
          {t('actions.edit')}
        </Button>
      )}
      {(api.remove || api.removeBatch) && page.can('remove') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void page.remove([record])}>
          {t('actions.delete')}
        </Button>
      )}
      {children}
    </>
  );
}

/** The whole standard page of a declared resource: search, toolbar, table, pagination, dialog. */
export function CrudPage<T extends object, Q extends PageQuery>(props: CrudPageProps<T, Q>) {
  const { resource, newRecord, header, toolbarExtra, rowActions, actionsWidth, children } = props;
  const page = useCrudPage(resource, {
    fixedQuery: props.fixedQuery,
    enabled: props.enabled,
    initialFilters: props.initialFilters,
  });
  const { list, can, mutations } = page;
  const [showSearch, setShowSearch] = useState(true);
  const columns = useCrudColumns(resource);
  const { pathname } = usePageLocation();
  const [hiddenColumns, setHiddenColumns] = useColumnVisibility(pathname, defaultHiddenColumns(resource));
  const visibleColumns = useMemo(
    () => columns.map((c) => c.key).filter((key) => !hiddenColumns.includes(key)),
    [columns, hiddenColumns],
  );

  const canEdit = Boolean(resource.api.update) && can('edit');
  const canRemove = Boolean(resource.api.remove || resource.api.removeBatch) && can('remove');
  const hasActions = canEdit || canRemove || Boolean(rowActions);
  const statusChange =
    resource.api.changeStatus && can('edit')
      ? (record: T, status: '0' | '1') => {
          void mutations.confirmStatus(record, status).then((changed) => changed && list.refetch());
        }
      : undefined;

  return (
    <div className={styles.page}>
      {header}
      <CrudSearchForm
        resource={resource}
        hidden={!showSearch}
        initialValues={props.initialFilters}
        onSearch={(filters) => list.search({ ...resource.defaultQuery, ...filters } as Partial<Q>)}
      />
      <div className={styles.toolbar}>
        <CrudToolbarButtons page={page} exportColumns={visibleColumns}>
          {toolbarExtra?.(page)}
        </CrudToolbarButtons>
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={resource.fields.some((f) => f.search) ? setShowSearch : undefined}
          onRefresh={list.refetch}
          columns={columns}
          hiddenColumns={hiddenColumns}
          onColumnsChange={setHiddenColumns}
        />
      </div>
      <CrudTable
        resource={resource}
        rows={list.rows}
        loading={list.loading}
        selected={page.selected}
        onSelect={page.setSelected}
        hiddenColumns={hiddenColumns}
        onStatusChange={statusChange}
        actionsWidth={actionsWidth}
        actions={
          hasActions
            ? (record) => (
                <CrudRowButtons page={page} record={record}>
                  {rowActions?.(record, page)}
                </CrudRowButtons>
              )
            : undefined
        }
      />
      <Pagination total={list.total} page={list.page} limit={list.limit} onChange={list.setPage} />
      {page.dialog && (
        <CrudFormDialog
          resource={resource}
          record={page.dialog.record}
          initialValues={{ ...props.fixedQuery, ...newRecord } as Partial<T>}
          save={mutations.save}
          onClose={page.closeDialog}
          onSaved={page.saved}
          formExtra={props.formExtra}
        />
      )}
      {children?.(page)}
      {mutations.holder}
    </div>
  );
}
