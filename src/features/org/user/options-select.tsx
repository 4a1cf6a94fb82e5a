import { Select } from 'antd';
import type { Option } from '@/api/types';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { useRead } from '@/lib/query/read';

export interface OptionsSelectProps {
  /** Loads the choices (e.g. `postApi.options`): a query of its own, shared by every select it feeds. */
  load: () => Promise<Option[]>;
  placeholder: string;
  id?: string;
  'aria-label'?: string;
  /** Handed in by Form.Item. */
  value?: (string | number)[];
  onChange?: (value: (string | number)[]) => void;
}

/** A multiple choice of a resource's options (the user's posts and roles). Labels are text. */
export function OptionsSelect({ load, placeholder, id, value, onChange, ...rest }: OptionsSelectProps) {
  const { data: options, isError } = useRead({ queryKey: queryKeys.options(resourceOf(load)), ask: () => load() });
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      mode="multiple"
      allowClear
      loading={options === undefined && !isError}
      placeholder={placeholder}
      options={options ?? []}
      showSearch={{ optionFilterProp: 'label' }}
      value={Array.isArray(value) ? value : []}
      onChange={(next: (string | number)[]) => onChange?.(next)}
    />
  );
}
