import { useMutation } from '@tanstack/react-query';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Id, type Status } from '@/api/types';
import { labelKey, type ResourceSpec } from './define-resource';
import { recordId, textOf } from './record';
import { useConfirm } from './use-confirm';
import { feedback } from '@/lib/feedback/feedback';
import { queryClient } from '@/lib/query/client';
import { queryKeys, resourceOf } from '@/lib/query/keys';

/** Why a save was refused, and where to show it: on a field, or as an alert in the dialog. */
export class SaveRefusal extends Error {
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    this.name = 'SaveRefusal';
    this.field = field;
  }
}

/** A refusal the dialog should show (validation, uniqueness, permission, transport), not a cancel or 401. */
function refusalOf(error: unknown): ApiError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.kind === 'canceled' || error.kind === 'auth' ? undefined : error;
}

/**
 * The field a server message is about: the unique field whose typed value the message quotes, the
 * one field whose `refusal` matches it, or for a `valid` refusal the only unique field when the
 * message names it (a `valid` refusal of another field, e.g. a range, must not land on the model).
 * Otherwise the message belongs to the whole dialog.
 */
function refusedField<T extends object>(
  resource: ResourceSpec<T>,
  record: Partial<T>,
  message: string,
  fromValid: boolean,
  labelOf: (field: string) => string,
): string | undefined {
  const unique = resource.fields.filter((f) => f.unique);
  const quoted = unique.filter((f) => {
    const value = textOf((record as Record<string, unknown>)[f.name]);
    return value !== '' && message.includes(value);
  });
  if (quoted.length === 1) return quoted[0].name;
  const owners = resource.fields.filter((f) => f.refusal?.test(message));
  if (owners.length === 1) return owners[0].name;
  if (!fromValid || unique.length !== 1 || quoted.length > 0) return undefined;
  const label = labelOf(unique[0].name).toLowerCase();
  return label !== '' && message.toLowerCase().includes(label) ? unique[0].name : undefined;
}

export interface CrudMutations<T> {
  /** `POST valid` (with unique fields, or `validBeforeSave`) then create or update; throws SaveRefusal. */
  save: (record: Partial<T>, editing: boolean) => Promise<void>;
  /** Asks 是否确认删除…为"…"的数据项? then deletes one record or a batch; resolves true when deleted. */
  confirmRemove: (records: readonly T[]) => Promise<boolean>;
  /** Asks 确认要"启用""…"吗？ then calls changeStatus; resolves true when changed. */
  confirmStatus: (record: T, status: Status) => Promise<boolean>;
  /** Asks, then empties the whole list (logs); resolves true when cleared. */
  confirmClear: () => Promise<boolean>;
  /** A confirmation of one's own with the same submit-once behaviour (e.g. run a job now). */
  confirmAction: (content: string, action: () => Promise<unknown>, success?: string) => Promise<boolean>;
  /** The confirmations' element: render it once (CrudPage does). */
  holder: ReactElement;
}

export function useCrudMutations<T extends object>(resource: ResourceSpec<T>): CrudMutations<T> {
  const { t } = useTranslation(['crud', resource.key]);
  const { api, key } = resource;

  // Every write is this resource's mutation: once it succeeds, every read of the resource (its
  // lists, details, options) is stale, and the ones on screen ask again.
  const { mutateAsync: write } = useMutation(
    {
      mutationFn: (run: () => Promise<unknown>) => run(),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.all(resourceOf(api)) }),
    },
    queryClient,
  );
  const [confirm, holder] = useConfirm();
  const confirmAction = useCallback<CrudMutations<T>['confirmAction']>(
    (content, action, success) => confirm(content, () => write(action), success),
    [confirm, write],
  );

  const labelOf = useCallback((field: string) => t(labelKey(key, field)), [key, t]);

  const save = useCallback(
    async (record: Partial<T>, editing: boolean) => {
      const call = editing ? api.update : api.create;
      if (!call) throw new SaveRefusal(t('crud:messages.notSupported'));
      try {
        if (api.valid && (resource.validBeforeSave || resource.fields.some((f) => f.unique)))
          await api.valid(record, { silent: true });
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        throw new SaveRefusal(refusal.message, refusedField(resource, record, refusal.message, true, labelOf));
      }
      try {
        await write(() => call(record, { silent: true }));
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        const field =
          refusal.kind === 'server' ? refusedField(resource, record, refusal.message, false, labelOf) : undefined;
        throw new SaveRefusal(refusal.message, field);
      }
      void feedback().message.success(t(editing ? 'crud:messages.editSuccess' : 'crud:messages.addSuccess'));
    },
    [api, resource, t, labelOf, write],
  );

  const confirmRemove = useCallback(
    (records: readonly T[]) => {
      const ids = records.map((r) => recordId(r, resource.idKey)).filter((id): id is Id => id !== undefined);
      if (ids.length === 0) return Promise.resolve(false);
      const names = records.map((r) => textOf((r as Record<string, unknown>)[resource.nameField])).join(',');
      const content = t('crud:confirm.delete', { name: t(labelKey(key, resource.nameField)), value: names });
      return confirmAction(
        content,
        async () => {
          if (ids.length === 1 && api.remove) await api.remove(ids[0]);
          else if (api.removeBatch) await api.removeBatch(ids);
          else if (api.remove) for (const id of ids) await api.remove(id);
        },
        t('crud:messages.deleteSuccess'),
      );
    },
    [api, key, resource.idKey, resource.nameField, confirmAction, t],
  );

  const confirmStatus = useCallback(
    (record: T, status: Status) => {
      const id = recordId(record, resource.idKey);
      const change = api.changeStatus;
      if (id === undefined || !change) return Promise.resolve(false);
      const action = t(status === '0' ? 'crud:status.enable' : 'crud:status.disable');
      const name = textOf((record as Record<string, unknown>)[resource.nameField]);
      return confirmAction(
        t('crud:confirm.status', { action, name }),
        () => change({ id, status }),
        t(status === '0' ? 'crud:messages.enableSuccess' : 'crud:messages.disableSuccess'),
      );
    },
    [api, resource.idKey, resource.nameField, confirmAction, t],
  );

  const confirmClear = useCallback(() => {
    const clear = api.clear;
    if (!clear) return Promise.resolve(false);
    return confirmAction(
      t('crud:confirm.clear', { name: t(`${key}:name`) }),
      () => clear(),
      t('crud:messages.clearSuccess'),
    );
  }, [api, key, confirmAction, t]);

  return { save, confirmRemove, confirmStatus, confirmClear, confirmAction, holder };
}
