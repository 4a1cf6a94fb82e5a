import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileApi, fileClassApi } from '@/api/modules/system/file';
import { fileSize } from '@/utils/number';
import { checkedUrl } from '@/lib/url/checked-url';
import styles from './crud.module.css';

/** How an `image` field uploads: into a file class of the file service, checked before anything is sent. */
export interface ImageFieldSpec {
  /** Key of the file class the pictures go to (e.g. `product`). */
  fileClass: string;
  /** Largest picture accepted, bytes (default 2 MB). */
  maxBytes?: number;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const DEFAULT_IMAGE_BYTES = 2 * 1024 * 1024;

/** A picture cell: a small thumbnail that opens the preview on click; an unsafe URL shows as text. */
export function ImageThumb({ value, alt, size = 36 }: { value: unknown; alt: string; size?: number }) {
  const url = checkedUrl(value);
  if (!url) return typeof value === 'string' ? <span className={styles.rawValue}>{value}</span> : null;
  return <Image src={url} alt={alt} width={size} height={size} className={styles.thumb} preview={{ src: url }} />;
}

/** The class id of a file-class key, asked once per key. */
const classIds = new Map<string, Promise<number>>();
function classIdOf(key: string): Promise<number> {
  let found = classIds.get(key);
  if (!found) {
    found = fileClassApi.page({ key, page: 1, limit: 10 }).then(({ list }) => {
      const cls = list.find((c) => c.key === key);
      if (typeof cls?.clsId !== 'number') throw new Error(`No file class ${key}`);
      return cls.clsId;
    });
    found.catch(() => classIds.delete(key));
    classIds.set(key, found);
  }
  return found;
}

export interface ImageUploadProps extends ImageFieldSpec {
  label: string;
  id?: string;
  disabled?: boolean;
  /** Handed in by Form.Item: the picture's URL. */
  value?: unknown;
  onChange?: (value: string | undefined) => void;
}

/**
 * Picks a picture, checks its type and size where it was picked (nothing is sent otherwise),
 * uploads it to the file service and keeps its preview URL as the field's value.
 */
export function ImageUpload({ label, id, disabled, value, onChange, fileClass, maxBytes }: ImageUploadProps) {
  const { t } = useTranslation('crud');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const limit = maxBytes ?? DEFAULT_IMAGE_BYTES;
  const url = checkedUrl(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('image.wrongType', { name: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > limit) {
      setProblem(t('image.tooLarge', { name: file.name, size: fileSize(file.size), max: fileSize(limit) }));
      return Upload.LIST_IGNORE;
    }
    setProblem(undefined);
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    if (typeof file === 'string') return;
    setUploading(true);
    classIdOf(fileClass)
      .then((clsId) => fileApi.upload(file, clsId))
      .then(
        (stored) => {
          if (typeof stored?.key === 'string' && stored.key !== '') onChange?.(fileApi.previewUrl(stored.key));
        },
        // The client has told what went wrong; the field keeps its previous picture.
        () => setProblem(t('image.failed')),
      )
      .finally(() => setUploading(false));
  };

  return (
    <div className={styles.imageField}>
      {url && <Image src={url} alt={label} width={96} height={96} className={styles.thumb} />}
      <Upload
        id={id}
        accept={IMAGE_TYPES.join(',')}
        showUploadList={false}
        disabled={disabled || uploading}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <Button icon={uploading ? <LoadingOutlined /> : <PlusOutlined />} disabled={disabled || uploading}>
          {t(url ? 'image.replace' : 'image.upload')}
        </Button>
      </Upload>
      {url && !disabled && (
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)} aria-label={t('image.remove')}>
          {t('image.remove')}
        </Button>
      )}
      <div className={styles.imageHelp}>{t('image.help', { max: fileSize(limit) })}</div>
      {problem && (
        <div role="alert" className={styles.imageProblem}>
          {problem}
        </div>
      )}
    </div>
  );
}
