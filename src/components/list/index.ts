export { Pagination, scrollToTop, DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_COUNT } from './pagination';
export type { PaginationProps } from './pagination';
export { RightToolbar, type RightToolbarProps, type ToolbarColumn } from './right-toolbar';
export { useColumnVisibility } from './use-columns';
export { useDict, getDict, clearDictCache, wmsDict, WMS_DICT_PREFIX } from './dict-cache';
export { DictTag, DictValue, listClassColor, type DictTagProps } from './dict-tag';
export { CompactNumber } from './compact-number';
