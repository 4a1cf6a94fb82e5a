import { CloseCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOptions } from '@/api/resource';
import type { Id, PageQuery, PageResult } from '@/api/types';
import { feedback } from '@/lib/feedback/feedback';
import { Pagination } from '@/components/list';
import { ReadFailure } from './read-failure';
import { usePageOverlay } from '@/router/page-location';
import { CrudTable } from './crud-table';
import type { CrudField, ListSpec } from './define-resource';
import { recordId, textOf } from './record';
import { CrudSearchForm } from './search-form';
import { useConfirm } from './use-confirm';
import { useCrudList, type CrudListState } from './use-crud-list';
import styles from './crud.module.css';

/**
 * The calls of one allocation (CONTRACT.md 'Allocation lists'), already bound to the owner: the
 * page passes e.g. `cancel: (user) => roleApi.cancel({ roleId, userId: user.userId })`.
 */
export interface AllocationApi<T, Q extends PageQuery = PageQuery> {
  allocatedList: (query: Q, options?: CallOptions) => Promise<PageResult<T>>;
  unallocatedList: (query: Q, options?: CallOptions) => Promise<PageResult<T>>;
  /** `PUT …/cancel` of one item. */
  cancel: (item: T) => Promise<unknown>;
  /** `PUT …/cancelAll` of the selected items' ids. */
  cancelAll: (itemIds: Id[]) => Promise<unknown>;
  /** `PUT …/selectAll`: assigns the items chosen in the unallocated list. */
  selectAll: (itemIds: Id[]) => Promise<unknown>;
}

/** The owner-level calls of an allocation module (`allocationOf` in src/api/allocation.ts, roleApi, …). */
export interface OwnerAllocationCalls<T, Q extends PageQuery> {
  // Method syntax: a module typed with its own body and query types still fits.
  allocatedList(query: Q, options?: CallOptions): Promise<PageResult<T>>;
  unallocatedList(query: Q, options?: CallOptions): Promise<PageResult<T>>;
  cancel(body: Record<string, Id>): Promise<unknown>;
  cancelAll(ownerId: Id, itemIds: readonly Id[]): Promise<unknown>;
  selectAll(ownerId: Id, itemIds: readonly Id[]): Promise<unknown>;
}

/**
 * Binds an allocation module to one owner: `bindAllocation(roleApi, 'roleId', roleId, 'userId')`
 * gives the `api` and `ownerQuery` props of <AllocationList>. `itemKey` is the item's id in its
 * record; `bodyKey` names it in the `cancel` body when that differs (`id` of a sensor is `sensorId`).
 */
export function bindAllocation<T extends object, Q extends PageQuery>(
  calls: OwnerAllocationCalls<T, Q>,
  ownerKey: string,
  ownerId: Id,
  itemKey: keyof T & string,
  bodyKey: string = itemKey,
): { api: AllocationApi<T, Q>; ownerQuery: Partial<Q> } {
  return {
    ownerQuery: { [ownerKey]: ownerId } as Partial<Q>,
    api: {
      allocatedList: (query, options) => calls.allocatedList(query, options),
      unallocatedList: (query, options) => calls.unallocatedList(query, options),
      cancel: (item) => {
        const itemId = recordId(item, itemKey);
        if (itemId === undefined) return Promise.resolve();
        return calls.cancel({ [ownerKey]: ownerId, [bodyKey]: itemId });
      },
      cancelAll: (itemIds) => calls.cancelAll(ownerId, itemIds),
      selectAll: (itemIds) => calls.selectAll(ownerId, itemIds),
    },
  };
}

export interface AllocationListProps<T, Q extends PageQuery> {
  /** The assigned records' table and search fields. */
  items: ListSpec<T>;
  api: AllocationApi<T, Q>;
  /** The owner's query (`{ roleId }`), sent with every list request. */
  ownerQuery: Partial<Q>;
  /** False shows the lists read-only (no assign or revoke buttons). */
  editable?: boolean;
  /** Above the lists (e.g. the owner's name and a back button). */
  header?: ReactNode;
  /** Columns only the allocated list has, before the items' own (e.g. a flag the owner sets per item). */
  allocatedFields?: readonly CrudField<T>[];
  /**
   * More buttons of an allocated row, after its cancel (editable lists only). `rows` lets a button
   * show what the server agreed to at once, or ask for the list again.
   */
  rowActions?: (item: T, rows: AllocatedRows<T>) => ReactNode;
}

/** What a row button may do to the allocated list on screen. */
export type AllocatedRows<T> = Pick<CrudListState<T, PageQuery>, 'updateRows' | 'refetch'>;

function idsOf<T>(rows: readonly T[], idKey: string): Id[] {
  return rows.map((r) => recordId(r as object, idKey)).filter((id): id is Id => id !== undefined);
}

/** The unallocated records in a dialog: search, page, pick several, assign them together. */
function AssignDialog<T, Q extends PageQuery>({
  items,
  api,
  ownerQuery,
  onClose,
  onAssigned,
}: Pick<AllocationListProps<T, Q>, 'items' | 'api' | 'ownerQuery'> & { onClose: () => void; onAssigned: () => void }) {
  const { t } = useTranslation('crud');
  const list = useCrudList<T, Q>({ fetch: api.unallocatedList, fixedQuery: ownerQuery });
  const [selection, setSelection] = useState<{ rows: readonly T[]; selected: T[] }>({ rows: [], selected: [] });
  const selected = selection.rows === list.rows ? selection.selected : [];
  const [saving, setSaving] = useState(false);
  const submitting = useRef(false);

  // The choice is made from the unallocated list: none while it is on its way or failed (issue 35).
  const saveHeld = list.loading || list.failed;

  const assign = async () => {
    const ids = idsOf(selected, items.idKey);
    if (submitting.current || saveHeld) return;
    if (ids.length === 0) {
      void feedback().message.warning(t('messages.selectFirst'));
      return;
    }
    submitting.current = true;
    setSaving(true);
    try {
      await api.selectAll(ids);
      void feedback().message.success(t('allocation.assignSuccess'));
      onAssigned();
    } catch {
      // The client has shown why; the dialog and the choice stay.
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      width={860}
      title={t('allocation.unallocated')}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: saveHeld }}
      onOk={() => void assign()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <div className={styles.page}>
        <CrudSearchForm resource={items} onSearch={(filters) => list.search(filters as Partial<Q>)} />
        {list.failed && !list.loading && <ReadFailure onRetry={list.refetch} />}
        <CrudTable
          resource={items}
          rows={list.rows}
          loading={list.loading}
          selected={selected}
          onSelect={(rows) => setSelection({ rows: list.rows, selected: rows })}
        />
        <Pagination total={list.total} page={list.page} limit={list.limit} onChange={list.setPage} />
      </div>
    </Modal>
  );
}

/**
 * Allocated records of an owner with search and paging; revoke one (cancel), revoke the selected
 * (cancelAll), and assign more from the unallocated list (selectAll). Generic over owner and item.
 */
export function AllocationList<T extends object, Q extends PageQuery>(props: AllocationListProps<T, Q>) {
  const { items, api, ownerQuery, editable = true, header, allocatedFields, rowActions } = props;
  const allocated = useMemo(
    () => (allocatedFields?.length ? { ...items, fields: [...allocatedFields, ...items.fields] } : items),
    [items, allocatedFields],
  );
  const { t } = useTranslation('crud');
  const [confirm, confirmHolder] = useConfirm();
  const list = useCrudList<T, Q>({ fetch: api.allocatedList, fixedQuery: ownerQuery });
  const [selection, setSelection] = useState<{ rows: readonly T[]; selected: T[] }>({ rows: [], selected: [] });
  const selected = selection.rows === list.rows ? selection.selected : [];
  const [assigning, setAssigning] = useState(false);
  // Both are stable, so a row's buttons (drawn once per record) never hold a stale list.
  const { updateRows, refetch } = list;
  const rows = useMemo(() => ({ updateRows, refetch }), [updateRows, refetch]);

  const revoke = async (item: T) => {
    const name = textOf((item as Record<string, unknown>)[items.nameField]);
    if (await confirm(t('allocation.confirmCancel', { name }), () => api.cancel(item), t('allocation.cancelSuccess')))
      list.refetchAfterRemove(1);
  };

  const revokeSelected = async () => {
    const ids = idsOf(selected, items.idKey);
    if (ids.length === 0) return;
    const done = await confirm(
      t('allocation.confirmCancelAll', { count: ids.length }),
      () => api.cancelAll(ids),
      t('allocation.cancelSuccess'),
    );
    if (done) list.refetchAfterRemove(ids.length);
  };

  return (
    <div className={styles.page}>
      {header}
      <CrudSearchForm resource={allocated} onSearch={(filters) => list.search(filters as Partial<Q>)} />
      {editable && (
        <div className={styles.toolbarButtons}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setAssigning(true)}>
            {t('allocation.assign')}
          </Button>
          <Button
            danger
            icon={<CloseCircleOutlined />}
            disabled={selected.length === 0}
            onClick={() => void revokeSelected()}
          >
            {t('allocation.cancelAll')}
          </Button>
        </div>
      )}
      <CrudTable
        resource={allocated}
        rows={list.rows}
        loading={list.loading}
        selected={editable ? selected : undefined}
        onSelect={editable ? (rows) => setSelection({ rows: list.rows, selected: rows }) : undefined}
        actions={
          editable
            ? (item) => (
                <>
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<CloseCircleOutlined />}
                    onClick={() => void revoke(item)}
                  >
                    {t('allocation.cancel')}
                  </Button>
                  {rowActions?.(item, rows)}
                </>
              )
            : undefined
        }
      />
      <Pagination total={list.total} page={list.page} limit={list.limit} onChange={list.setPage} />
      {assigning && (
        <AssignDialog
          items={items}
          api={api}
          ownerQuery={ownerQuery}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            list.refetch();
          }}
        />
      )}
      {confirmHolder}
    </div>
  );
}
