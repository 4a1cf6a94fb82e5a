import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deptTreeSource } from '@/api/modules/system/dept';
import { useCrudList } from '@/components/crud';
import { useApp } from '@/stores/app';
import type { TreeNode } from '@/api/modules/system/tree';
import { Highlight } from '../tree/highlight';
import { filterTree, parentIds } from '../tree/tree-utils';
import styles from '../org.module.css';

export interface DeptTreeFilterProps {
  /** The department the list is filtered by. */
  value: number | undefined;
  /** Clicking a department filters by it (and below); clicking it again shows everyone. */
  onChange: (deptId: number | undefined) => void;
}

const TREE_HEIGHT = { desktop: 560, mobile: 240 };

function toData(nodes: readonly TreeNode[], keyword: string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: <Highlight text={node.label} keyword={keyword} />,
    children: node.children ? toData(node.children, keyword) : undefined,
  }));
}

/**
 * The enabled departments (`dept/treeselect`), loaded once per mount through the list toolkit, which
 * adopts the prefetch made at navigation (shown from the first render, no spinner beside the rows).
 */
function useDeptTree(): { nodes: TreeNode[] | undefined; failed: boolean } {
  const list = useCrudList<TreeNode>({ fetch: deptTreeSource.page, source: deptTreeSource });
  return { nodes: list.loading ? undefined : list.rows, failed: list.failed };
}

/** The department tree beside the user list: a searchable tree whose click filters the list. */
export function DeptTreeFilter({ value, onChange }: DeptTreeFilterProps) {
  const { t } = useTranslation('user');
  const { nodes, failed } = useDeptTree();
  const mobile = useApp((state) => state.device === 'mobile');
  const [keyword, setKeyword] = useState('');
  const visible = useMemo(() => filterTree(nodes ?? [], keyword), [nodes, keyword]);
  const treeData = useMemo(() => toData(visible, keyword), [visible, keyword]);
  // Everything starts open; after a search every branch that holds a match is open.
  const [collapsed, setCollapsed] = useState<{ keyword: string; keys: Set<number> }>({ keyword: '', keys: new Set() });
  const openKeys = useMemo(() => {
    const closed = collapsed.keyword === keyword ? collapsed.keys : new Set<number>();
    return parentIds(visible).filter((id) => !closed.has(id));
  }, [visible, collapsed, keyword]);

  return (
    <Card
      size="small"
      className={styles.side}
      title={
        <span className={styles.iconLabel}>
          <ApartmentOutlined />
          {t('deptTree.title')}
        </span>
      }
    >
      <Input.Search
        allowClear
        aria-label={t('deptTree.search')}
        placeholder={t('deptTree.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <div className={styles.sideTree}>
        {nodes === undefined ? (
          <Spin />
        ) : treeData.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={failed ? t('deptTree.failed') : t('deptTree.empty')}
          />
        ) : (
          <Tree
            aria-label={t('deptTree.title')}
            blockNode
            // Virtual: only the visible departments are rendered, however large the company.
            height={mobile ? TREE_HEIGHT.mobile : TREE_HEIGHT.desktop}
            treeData={treeData}
            expandedKeys={openKeys}
            onExpand={(_keys, info) => {
              const id = Number(info.node.key);
              const keys = new Set(collapsed.keyword === keyword ? collapsed.keys : []);
              if (info.expanded) keys.delete(id);
              else keys.add(id);
              setCollapsed({ keyword, keys });
            }}
            selectedKeys={value === undefined ? [] : [value]}
            onSelect={(keys) => onChange(keys.length > 0 ? Number(keys[0]) : undefined)}
          />
        )}
      </div>
    </Card>
  );
}
