import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPT_TREE_QUERY, deptApi, deptTreeSource } from '@/api/modules/system/dept';
import { listQueryKey, peekPrefetched, takePrefetched } from '@/components/crud/list-prefetch';
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
 * The enabled departments (`dept/treeselect`), loaded once per mount; a prefetch made at navigation
 * is shown from the first render (no spinner beside rows already in).
 */
function useDeptTree(): { nodes: TreeNode[] | undefined; failed: boolean } {
  const key = listQueryKey(DEPT_TREE_QUERY);
  const [state, setState] = useState<{ nodes: TreeNode[] | undefined; failed: boolean }>(() => ({
    // The source's own answer: its list is the tree's roots.
    nodes: peekPrefetched(deptTreeSource, key)?.list as TreeNode[] | undefined,
    failed: false,
  }));
  const shownAtFirst = useRef(state.nodes !== undefined);
  useEffect(() => {
    const taken = takePrefetched(deptTreeSource, key);
    if (shownAtFirst.current) {
      shownAtFirst.current = false;
      return;
    }
    const controller = new AbortController();
    const asked = () => deptApi.treeselect({ signal: controller.signal });
    // A prefetch that failed is asked again, and a failure of that request shows as usual.
    (taken ? taken.answer.then((page) => (page ? (page.list as TreeNode[]) : asked())) : asked()).then(
      (nodes) => setState({ nodes, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ nodes: [], failed: true });
      },
    );
    return () => {
      controller.abort();
      taken?.abort();
    };
  }, [key]);
  return state;
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
