import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileApi, MAX_UPLOAD_BYTES } from '@/api/modules/system/file';
import { ApiError } from '@/api/types';
import { feedback } from '@/lib/feedback/feedback';
import { fileSize } from '@/utils/number';

interface Props {
  clsId: number;
  onUploaded: () => void;
}

/**
 * Uploads into one class with a progress bar per file. A file over the size limit is refused with a
 * clear message before anything is sent.
 */
export function UploadButton({ clsId, onUploaded }: Props) {
  const { t } = useTranslation('files');

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      void feedback().message.error(
        t('tooLarge', { name: file.name, size: fileSize(file.size), max: fileSize(MAX_UPLOAD_BYTES) }),
      );
      return Upload.LIST_IGNORE;
    }
    if (file.size === 0) {
      void feedback().message.error(t('empty', { name: file.name }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    if (typeof file === 'string') return;
    fileApi
      .upload(file, clsId, {
        onUploadProgress: (event) => {
          const percent = event.total ? Math.round((event.loaded / event.total) * 100) : 0;
          onProgress?.({ percent });
        },
      })
      .then(
        (stored) => {
          onSuccess?.(stored);
          void feedback().message.success(t('uploaded', { name: file instanceof File ? file.name : '' }));
          onUploaded();
        },
        (error: unknown) => onError?.(error instanceof Error ? error : new ApiError('network', String(error))),
      );
  };

  return (
    <Upload
      multiple
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      showUploadList={{ showRemoveIcon: true }}
      progress={{ strokeWidth: 3, showInfo: true }}
    >
      <Button type="primary" icon={<UploadOutlined />}>
        {t('upload')}
      </Button>
    </Upload>
  );
}
