import { Alert, Form, Modal, Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi } from '@/api/modules/system/menu';
import { postApi, type Post } from '@/api/modules/system/post';
import { ApiError } from '@/api/types';
import { ReadFailure, useRequiredRead } from '@/components/crud';
import { feedback } from '@/lib/feedback/feedback';
import { usePageOverlay } from '@/router/page-location';

interface Props {
  post: Post;
  onClose: () => void;
}

/** Permission strings of the menu (suggestions); empty when the user may not read menus. */
function usePermissionSuggestions(): { label: string; value: string }[] {
  const [perms, setPerms] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    menuApi.list({}, { signal: controller.signal, silent: true }).then(
      (menus) => setPerms([...new Set(menus.map((m) => m.perms ?? '').filter(Boolean))].sort()),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return useMemo(() => perms.map((p) => ({ label: p, value: p })), [perms]);
}

/**
 * Reads and replaces the permission strings granted through a post (`deposts/pers`): OK waits for
 * the read, and a failed read shows in place with Retry, so it never saves an empty list.
 */
export function PostPermissionsDialog({ post, onClose }: Props) {
  const { t } = useTranslation(['post', 'crud']);
  // What the user changed; until then the server's list (never a list in place of a failed read).
  const [edited, setPerms] = useState<string[] | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const submitting = useRef(false);
  const suggestions = usePermissionSuggestions();
  const postId = post.postId;
  const read = useRequiredRead(
    postId === undefined
      ? undefined
      : (signal) =>
          postApi
            .permissions(postId, { signal })
            .then((answer) => (Array.isArray(answer?.perms) ? answer.perms.filter((p) => typeof p === 'string') : [])),
    String(postId),
  );
  const perms = read.status === 'ready' && postId !== undefined ? (edited ?? read.data ?? []) : undefined;

  const save = async () => {
    if (submitting.current || perms === undefined || postId === undefined) return;
    submitting.current = true;
    setSaving(true);
    setError(undefined);
    try {
      await postApi.updatePermissions({ postId, perms });
      void feedback().message.success(t('crud:messages.editSuccess'));
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind !== 'canceled' && failure.kind !== 'auth')
        setError(failure.message);
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      title={t('post:permissions.title', { name: post.postName ?? '' })}
      okText={t('crud:actions.confirm')}
      cancelText={t('crud:actions.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: perms === undefined }}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {read.status === 'failed' ? (
        <ReadFailure message={read.message} onRetry={read.retry} />
      ) : perms === undefined ? (
        <Spin />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('post:permissions.label')} extra={t('post:permissions.help')}>
            <Select
              mode="tags"
              aria-label={t('post:permissions.label')}
              value={perms}
              options={suggestions}
              tokenSeparators={[',', ' ']}
              onChange={(next: string[]) => setPerms(next.map((p) => p.trim()).filter(Boolean))}
              placeholder={t('post:permissions.placeholder')}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
