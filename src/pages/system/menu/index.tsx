import {
  DeleteOutlined,
  EditOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Menu, MenuQuery } from '@/api/modules/system/menu';
import { CrudSearchForm, textOf, useCrudList, useCrudMutations } from '@/components/crud';
import { RightToolbar } from '@/components/list';
import { HasPermi } from '@/lib/access/access';
import { MenuFormDialog } from '@/features/org/menu/menu-form-dialog';
import { useMenuTitle } from '@/features/org/menu/menu-title';
import { TreeTable } from '@/features/org/tree/tree-table';
import { useTreeRows } from '@/features/org/tree/use-tree-rows';
import { menuResource, menuTree } from '@/resources/menu/menu.resource';
import styles from '@/features/org/org.module.css';

const idOf = (menu: Menu) => (typeof menu.menuId === 'number' ? menu.menuId : undefined);
const parentOf = (menu: Menu) => (typeof menu.parentId === 'number' ? menu.parentId : undefined);

type Dialog = { record?: Menu; parentId?: number } | undefined;

/** 菜单管理: the menu tree as a table; add at the top or below a row, edit, delete. */
export default function MenuPage() {
  const { t } = useTranslation(['menu', 'crud']);
  const list = useCrudList<Menu, MenuQuery>({ fetch: menuTree.page, source: menuTree });
  const mutations = useCrudMutations(menuResource);
  const menuTitle = useMenuTitle();
  const [keyword, setKeyword] = useState('');
  const rows = useMemo(() => {
    const needle = keyword.toLowerCase();
    if (!needle) return list.rows;
    return list.rows.filter(
      (m) => textOf(m.menuName).toLowerCase().includes(needle) || menuTitle(m.menuName).toLowerCase().includes(needle),
    );
  }, [list.rows, keyword, menuTitle]);
  const tree = useTreeRows(rows, idOf, parentOf, false);
  const [showSearch, setShowSearch] = useState(true);
  const [dialog, setDialog] = useState<Dialog>(undefined);

  const remove = async (menu: Menu) => {
    // The question quotes the name people see.
    if (await mutations.confirmRemove([{ ...menu, menuName: menuTitle(menu.menuName) }])) list.refetch();
  };

  return (
    <div className={styles.page}>
      <CrudSearchForm
        resource={menuResource}
        hidden={!showSearch}
        onSearch={({ menuName, ...filters }) => {
          const typed = textOf(menuName).trim();
          setKeyword(typed);
          if (typed) tree.expandAll(true);
          list.search(filters);
        }}
      />
      <div className={styles.toolbar}>
        <div className={styles.toolbarButtons}>
          <HasPermi value={['system:menu:add']}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('crud:actions.add')}
            </Button>
          </HasPermi>
          <Button
            icon={tree.allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />}
            onClick={() => tree.expandAll(!tree.allExpanded)}
          >
            {t(tree.allExpanded ? 'menu:collapseAll' : 'menu:expandAll')}
          </Button>
        </div>
        <RightToolbar showSearch={showSearch} onToggleSearch={setShowSearch} onRefresh={list.refetch} />
      </div>
      <TreeTable
        resource={menuResource}
        rows={tree.rows}
        loading={list.loading}
        expanded={tree.expanded}
        onExpandedChange={tree.setExpanded}
        actions={(menu) => (
          <>
            <HasPermi value={['system:menu:edit']}>
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ record: menu })}>
                {t('crud:actions.edit')}
              </Button>
            </HasPermi>
            {menu.menuType !== 'F' && (
              <HasPermi value={['system:menu:add']}>
                <Button
                  type="link"
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setDialog({ parentId: menu.menuId })}
                >
                  {t('crud:actions.add')}
                </Button>
              </HasPermi>
            )}
            <HasPermi value={['system:menu:remove']}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(menu)}>
                {t('crud:actions.delete')}
              </Button>
            </HasPermi>
          </>
        )}
      />
      {dialog && (
        <MenuFormDialog
          record={dialog.record}
          parentId={dialog.parentId}
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
