import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileApi, type StoredFile } from '@/api/modules/system/file';
import { checkedUrl } from '@/lib/url/checked-url';

/** Preview (new tab, no opener) and download links of a stored file; nothing when its URL fails the check. */
export function FileLinks({ file }: { file: StoredFile }) {
  const { t } = useTranslation('files');
  const url = typeof file.key === 'string' && file.key !== '' ? checkedUrl(fileApi.previewUrl(file.key)) : undefined;
  if (!url) return null;
  const name = typeof file.name === 'string' && file.name !== '' ? file.name : true;
  return (
    <>
      <Button type="link" size="small" icon={<EyeOutlined />} href={url} target="_blank" rel="noopener noreferrer">
        {t('preview')}
      </Button>
      <Button type="link" size="small" icon={<DownloadOutlined />} href={url} download={name}>
        {t('download')}
      </Button>
    </>
  );
}
