import { Form, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListClass } from '@/api/modules/system/dict';
import { listClassColor } from '@/components/list';

export const LIST_CLASSES: Exclude<ListClass, ''>[] = ['default', 'primary', 'success', 'info', 'warning', 'danger'];

/** A dictionary item's label as its tag, in its allow-listed colour (invariant 7). */
export function ListClassTag({ label, listClass }: { label: string; listClass: unknown }) {
  return <Tag color={listClassColor(listClass)}>{label}</Tag>;
}

interface PickerProps {
  id?: string;
  value?: ListClass;
  onChange?: (value: ListClass) => void;
}

/** The tag colour of a dictionary item, with a live preview of the label being typed. */
export function ListClassPicker({ id, value, onChange }: PickerProps) {
  const { t } = useTranslation('dictItem');
  const label = Form.useWatch<string | undefined>('dictLabel');
  return (
    <Space wrap>
      <Select<ListClass>
        id={id}
        style={{ width: 160 }}
        aria-label={t('fields.listClass')}
        value={value || 'default'}
        onChange={(next) => onChange?.(next)}
        options={LIST_CLASSES.map((c) => ({
          value: c,
          label: <Tag color={listClassColor(c)}>{t(`listClasses.${c}`)}</Tag>,
        }))}
      />
      <span aria-live="polite">
        {t('preview')}: <ListClassTag label={label || t('fields.dictLabel')} listClass={value} />
      </span>
    </Space>
  );
}

/** The name of a tag style in the current language. */
export function ListClassName({ listClass }: { listClass: unknown }) {
  const { t } = useTranslation('dictItem');
  const known = LIST_CLASSES.find((c) => c === listClass) ?? 'default';
  return <Tag color={listClassColor(known)}>{t(`listClasses.${known}`)}</Tag>;
}
