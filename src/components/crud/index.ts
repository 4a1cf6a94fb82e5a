export * from './define-resource';
export { useCrudList, type CrudListState, type UseCrudListOptions } from './use-crud-list';
export { useCrudMutations, SaveRefusal, type CrudMutations } from './use-crud-mutations';
export { useExport } from './use-export';
export { useCrudPage, type CrudPageState, type CrudPageOptions, type CrudAction } from './use-crud-page';
export { CrudPage, CrudToolbarButtons, CrudRowButtons, type CrudPageProps } from './crud-page';
export { CrudTable, useCrudColumns, defaultHiddenColumns, type CrudTableProps } from './crud-table';
export { CrudSearchForm, toFilters } from './search-form';
export { CrudFormDialog, type CrudFormDialogProps, type CrudFormExtraContext } from './crud-form-dialog';
export { FieldControl } from './field-control';
export { SearchSelect, SEARCH_SELECT_LIMIT, type SearchSelectProps } from './search-select';
export {
  useServerSearch,
  SEARCH_DEBOUNCE_MS,
  type ServerSearch,
  type ServerSearchOptions,
  type ServerSearchState,
} from './use-server-search';
export { useFieldOptions } from './use-field-options';
export { FieldCell, StatusSwitch } from './field-cell';
export { recordId, textOf } from './record';
export {
  AllocationList,
  bindAllocation,
  type AllocatedRows,
  type AllocationApi,
  type AllocationListProps,
  type OwnerAllocationCalls,
} from './allocation-list';
export { useConfirm, type Confirm } from './use-confirm';
export { I18nText } from './i18n-text';
export { ReadFailure, ReadGate } from './read-failure';
export { useRequiredRead, useHoldSave, useSaveHolds, SaveHoldProvider, type RequiredRead } from './use-required-read';
export { submitOnEnter } from './submit-on-enter';
