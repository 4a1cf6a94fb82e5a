import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type Path } from 'react-router-dom';
import { findPage, useRoutesMeta } from '@/router/route-meta';
import { newestOf, useAppRouter, useNewestLocation, usePathNavigate } from '@/router/app-router';
import { useTags, type Tag } from '@/stores/tags';
import styles from './tags-view.module.css';

/** A location's tag key: path + query. */
const keyOf = ({ pathname, search }: { pathname: string; search: string }) => `${pathname}${search}`;

/**
 * The tag key of the page on screen (path + query); undefined outside the route table. The page
 * cache shows this one; the tab bar's notion of the current page is the newest visit instead.
 */
export function useActiveTagKey(): string | undefined {
  const { pages } = useRoutesMeta();
  const location = useLocation();
  return findPage(pages, location.pathname) ? keyOf(location) : undefined;
}

/**
 * Records every visited page as a tag (path + query), in the order visited; pages outside the
 * route table are not tagged. The router keeps a page on screen while the next one loads, so pages
 * opened faster than they load are never shown: besides the location on screen, the recorder hears
 * each navigation from the router as it starts.
 */
export function useTagRecorder(): void {
  const { pages } = useRoutesMeta();
  const { pathname, search } = useLocation();
  const add = useTags((s) => s.add);
  const router = useAppRouter();
  const record = useCallback(
    (path: string, query: string) => {
      const page = findPage(pages, path);
      const key = keyOf({ pathname: path, search: query });
      if (page?.title) add({ key, path, title: page.title, fixed: key === '/dashboard' ? true : undefined });
    },
    [add, pages],
  );
  // The page on screen, when it changes (or its title does). Not on every visit: a tag closed while
  // the router moves on (closing the active tag) must not come back from the location still on screen.
  useEffect(() => record(pathname, search), [record, pathname, search]);
  // Every navigation, once the moment that started it is over: of navigations in the same moment (a
  // visit and the redirect that replaces it), only the last is recorded, as the history keeps only it.
  useEffect(() => {
    let newest: Path | undefined;
    let listening = true;
    const unsubscribe = router.subscribe(() => {
      const visit = newestOf(router);
      if (visit === newest) return;
      if (newest === undefined)
        queueMicrotask(() => {
          const taken = newest;
          newest = undefined;
          if (listening && taken) record(taken.pathname, taken.search);
        });
      newest = visit;
    });
    return () => {
      listening = false;
      unsubscribe();
    };
  }, [router, record]);
}

/** The recorder on its own: a visit re-renders only this, not the layout and its pages. */
export function TagRecorder(): null {
  useTagRecorder();
  return null;
}

interface TagItemProps {
  tag: Tag;
  /** The tag of the page the user is on or going to (highlighted). */
  current: boolean;
  /** The key of the page the user is on or going to, read when an action runs. */
  currentKey: () => string;
  /** Whether tags other than the dashboard's sit to its left, and any to its right (the close-left/right entries). */
  hasLeft: boolean;
  hasRight: boolean;
}

/**
 * Memoised, and reading the store only when an action runs: a visit re-renders the tags whose
 * highlight changed, not every tag with its menu (the bar re-renders on every visit, before the page).
 */
const TagItem = memo(function TagItem({ tag, current, currentKey, hasLeft, hasRight }: TagItemProps) {
  const { t } = useTranslation('layout');
  const { t: tr } = useTranslation('route');
  const navigate = usePathNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const title = tr(tag.title, { defaultValue: tag.title });

  useEffect(() => {
    if (current) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  // Every action asks, when it runs, which page the user is on or going to: the newest visit, not
  // the page on screen (a page just opened has its tag before the router has rendered it).
  const isCurrent = () => currentKey() === tag.key;
  const close = () => {
    const wasCurrent = isCurrent();
    const neighbour = useTags.getState().close(tag.key);
    if (wasCurrent && neighbour) navigate(neighbour.key);
  };
  /** After a bulk close: stay when the current page's tag survived, else show the last one left. */
  const settle = () => {
    const { tags } = useTags.getState();
    const key = currentKey();
    if (!tags.some((x) => x.key === key)) {
      const last = tags[tags.length - 1];
      if (last) navigate(last.key);
    }
  };
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('tags.refresh') },
    { key: 'close', label: t('tags.close'), disabled: tag.fixed },
    { key: 'closeOthers', label: t('tags.closeOthers') },
    { key: 'closeLeft', label: t('tags.closeLeft'), disabled: !hasLeft },
    { key: 'closeRight', label: t('tags.closeRight'), disabled: !hasRight },
    { key: 'closeAll', label: t('tags.closeAll') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    switch (key) {
      case 'refresh':
        useTags.getState().refresh(tag.key);
        if (!isCurrent()) navigate(tag.key);
        return;
      case 'close':
        close();
        return;
      case 'closeOthers':
        useTags.getState().closeOthers(tag.key);
        if (!isCurrent()) navigate(tag.key);
        return;
      case 'closeLeft':
        useTags.getState().closeLeft(tag.key);
        settle();
        return;
      case 'closeRight':
        useTags.getState().closeRight(tag.key);
        settle();
        return;
      case 'closeAll':
        useTags.getState().closeAll();
        settle();
        return;
    }
  };

  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: onMenu }}>
      <div
        ref={ref}
        className={current ? styles.active : styles.tag}
        data-testid="tag"
        data-key={tag.key}
        onAuxClick={(e) => {
          if (e.button === 1 && !tag.fixed) close();
        }}
      >
        {/* The tag's page and its close button side by side: a control inside a control reaches no screen reader. */}
        <button
          type="button"
          className={styles.title}
          aria-current={current ? 'page' : undefined}
          onClick={() => navigate(tag.key)}
        >
          {title}
        </button>
        {!tag.fixed && (
          <button
            type="button"
            className={styles.close}
            aria-label={t('tags.closeTag', { title })}
            onClick={(e) => {
              e.stopPropagation();
              close();
            }}
          >
            <CloseOutlined />
          </button>
        )}
      </div>
    </Dropdown>
  );
});

/**
 * §2 visited-tab bar. Its current tag is the page the user is on or going to (the newest visit),
 * for the highlight and for every action alike.
 */
export const TagsView = memo(function TagsView() {
  const { t } = useTranslation('layout');
  const tags = useTags((s) => s.tags);
  const { location, read } = useNewestLocation();
  const currentKey = keyOf(location);
  const readKey = useCallback(() => keyOf(read()), [read]);
  return (
    <nav className={styles.bar} aria-label={t('tags.label')} data-testid="tags-view">
      {tags.map((tag, index) => (
        <TagItem
          key={tag.key}
          tag={tag}
          current={tag.key === currentKey}
          currentKey={readKey}
          hasLeft={index > 1}
          hasRight={index < tags.length - 1}
        />
      ))}
    </nav>
  );
});
