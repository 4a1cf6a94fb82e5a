import { App, Button, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi } from '@/api/modules/profile';
import { ApiError } from '@/api/types';
import { usePageOverlay } from '@/router/page-location';
import styles from './profile-page.module.css';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

interface Props {
  open: boolean;
  current: string;
  onClose: () => void;
  onUploaded: (key: string) => void;
}

/** Choose an image, see it, upload it (`POST users/profile/avatar`); bad files are refused before sending. */
export function AvatarDialog({ open, current, onClose, onUploaded }: Props) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  // The preview's object URL is released when replaced and when the dialog goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    setError(undefined);
    if (!chosen) return;
    if (!TYPES.includes(chosen.type)) return setError(t('avatar.typeError'));
    if (chosen.size > MAX_BYTES) return setError(t('avatar.sizeError'));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const answer = await profileApi.uploadAvatar(file, file.name);
      if (typeof answer?.imgUrl === 'string' && answer.imgUrl !== '') onUploaded(answer.imgUrl);
      message.success(t('avatar.done'));
      setFile(undefined);
      setPreview(undefined);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    } finally {
      setUploading(false);
    }
  };

  const overlay = usePageOverlay(open);
  return (
    <Modal
      {...overlay}
      title={t('avatar.title')}
      onCancel={onClose}
      footer={[
        <Button key="choose" onClick={() => input.current?.click()}>
          {t('avatar.choose')}
        </Button>,
        <Button key="upload" type="primary" disabled={!file} loading={uploading} onClick={() => void upload()}>
          {t('avatar.upload')}
        </Button>,
      ]}
    >
      <input
        ref={input}
        type="file"
        accept={TYPES.join(',')}
        hidden
        aria-label={t('avatar.choose')}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className={styles.preview}>
        <img src={preview ?? current} alt={t('avatar.preview')} className={styles.previewImage} />
      </div>
      <Typography.Paragraph type="secondary">{t('avatar.hint')}</Typography.Paragraph>
      {error && (
        <div role="alert" className="ant-form-item-explain-error">
          {error}
        </div>
      )}
    </Modal>
  );
}
