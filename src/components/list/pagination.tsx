import { Pagination as AntPagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApp } from '@/stores/app';
import styles from './list.module.css';

/** §9 pagination constants. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;
/** Pager buttons: 5 under the mobile breakpoint, else 7. */
export const PAGER_COUNT = { mobile: 5, desktop: 7 } as const;
const SCROLL_MS = 800;

/** Scrolls the page to the top over `duration` ms (ease-out); at once when motion is reduced. */
export function scrollToTop(duration = SCROLL_MS): void {
  if (typeof window === 'undefined') return;
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (start <= 0) return;
  if (reduced || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start * (1 - (1 - (1 - progress) ** 3)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export interface PaginationProps {
  total: number;
  page: number;
  limit: number;
  onChange: (page: number, limit: number) => void;
  /** Scroll to the top on a page change (default true). */
  autoScroll?: boolean;
}

/**
 * The list pager of §2/§9, in §9's order: total, sizes, prev, pager, next, jumper (antd's own puts the
 * sizes after next, so the total and the sizes are drawn here, before antd's pager); hidden when there
 * is nothing to page.
 */
export function Pagination({ total, page, limit, onChange, autoScroll = true }: PaginationProps) {
  const { t } = useTranslation('list');
  const mobile = useApp((s) => s.device === 'mobile');
  if (!(total > 0)) return null;
  const change = (next: number, size: number) => {
    onChange(size !== limit ? DEFAULT_PAGE : next, size);
    if (autoScroll) scrollToTop();
  };
  return (
    <div className={styles.pagination} data-pager="">
      <span className={styles.total} data-pager-part="total">
        {t('total', { total })}
      </span>
      <Select
        className={styles.sizes}
        data-pager-part="sizes"
        aria-label={t('pageSize')}
        value={limit}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('perPage', { size }) }))}
        onChange={(size: number) => change(page, size)}
        popupMatchSelectWidth={false}
      />
      <AntPagination
        total={total}
        current={page}
        pageSize={limit}
        showSizeChanger={false}
        showQuickJumper
        // antd shows 5 pager buttons with showLessItems, 7 without (§9 pager count).
        showLessItems={mobile}
        onChange={change}
      />
    </div>
  );
}
