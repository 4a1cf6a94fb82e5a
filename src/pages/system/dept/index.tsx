import {
  DeleteOutlined,
  EditOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dept, DeptQuery } from '@/api/modules/system/dept';
import { CrudFormDialog, CrudSearchForm, useCrudList, useCrudMutations } from '@/components/crud';
import { RightToolbar } from '@/components/list';
import { HasPermi } from '@/lib/access/access';
import { TreeTable } from '@/features/org/tree/tree-table';
import { useTreeRows } from '@/features/org/tree/use-tree-rows';
import { deptResource, deptTree } from '@/resources/dept/dept.resource';
import styles from '@/features/org/org.module.css';

type Dialog = { record?: Dept; parentId?: number } | undefined;

/** 部门管理: the department tree as a table; add at the top or below a row, edit, delete. */
export default function DeptPage() {
  const { t } = useTranslation(['dept', 'crud']);
  const list = useCrudList<Dept, DeptQuery>({ fetch: deptTree.page, source: deptTree });
  const mutations = useCrudMutations(deptResource);
  const tree = useTreeRows(list.rows, idOf, parentOf);
  const [showSearch, setShowSearch] = useState(true);
  const [dialog, setDialog] = useState<Dialog>(undefined);

  const remove = useCallback(
    async (dept: Dept) => {
      if (await mutations.confirmRemove([dept])) list.refetch();
    },
    [mutations, list],
  );

  return (
    <div className={styles.page}>
      <CrudSearchForm resource={deptResource} hidden={!showSearch} onSearch={(filters) => list.search(filters)} />
      <div className={styles.toolbar}>
        <div className={styles.toolbarButtons}>
          <HasPermi value={['system:dept:add']}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('crud:actions.add')}
            </Button>
          </HasPermi>
          <Button
            icon={tree.allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
            onClick={() => tree.expandAll(!tree.allExpanded)}
          >
            {t(tree.allExpanded ? 'dept:collapseAll' : 'dept:expandAll')}
          </Button>
        </div>
        <RightToolbar showSearch={showSearch} onToggleSearch={setShowSearch} onRefresh={list.refetch} />
      </div>
      <TreeTable
        resource={deptResource}
        rows={tree.rows}
        loading={list.loading}
        expanded={tree.expanded}
        onExpandedChange={tree.setExpanded}
        actions={(dept) => (
          <>
            <HasPermi value={['system:dept:edit']}>
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ record: dept })}>
                {t('crud:actions.edit')}
              </Button>
            </HasPermi>
            <HasPermi value={['system:dept:add']}>
              <Button
                type="link"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ parentId: dept.deptId })}
              >
                {t('crud:actions.add')}
              </Button>
            </HasPermi>
            {dept.parentId !== 0 && (
              <HasPermi value={['system:dept:remove']}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(dept)}>
                  {t('crud:actions.delete')}
                </Button>
              </HasPermi>
            )}
          </>
        )}
      />
      {dialog && (
        <CrudFormDialog
          resource={deptResource}
          record={dialog.record}
          initialValues={dialog.parentId === undefined ? undefined : { parentId: dialog.parentId }}
          save={mutations.save}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            list.refetch();
          }}
        />
      )}
      {mutations.holder}
    </div>
  );
}

function idOf(dept: Dept): number | undefined {
  return typeof dept.deptId === 'number' ? dept.deptId : undefined;
}

function parentOf(dept: Dept): number | undefined {
  return typeof dept.parentId === 'number' ? dept.parentId : undefined;
}
