import { Modal } from 'antd';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';

export type Confirm = (content: string, action: () => Promise<unknown>, success?: string) => Promise<boolean>;

/**
 * A confirmation whose OK button runs `action`: loading and inert until it settles (invariant 9),
 * closing on success with the `success` toast, staying open and usable again on failure (the client
 * has shown why). Resolves true when the action succeeded. Render `holder` once in the component.
 */
export function useConfirm(): [Confirm, ReactElement] {
  const { t } = useTranslation('crud');
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback<Confirm>(
    (content, action, success) =>
      new Promise<boolean>((resolve) => {
        let done = false;
        // Awaiting the hook's instance tells antd a failing onOk is handled: no unhandled rejection.
        void modal
          .confirm({
            title: t('confirm.title'),
            content,
            okText: t('actions.confirm'),
            cancelText: t('actions.cancel'),
            onOk: async () => {
              await action();
              done = true;
              if (success) void feedback().message.success(success);
            },
          })
          .then(
            () => resolve(done),
            () => resolve(done),
          );
      }),
    [modal, t],
  );
  return [confirm, holder];
}
