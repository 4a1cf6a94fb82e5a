import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Option } from '@/api/types';

export interface OptionsSelectProps {
  /** Loads the choices once per mount (e.g. `postApi.options`). */
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
  const [options, setOptions] = useState<Option[] | undefined>(undefined);
  useEffect(() => {
    let active = true;
    load().then(
      (loaded) => {
        if (active) setOptions(loaded);
      },
      () => {
        if (active) setOptions([]);
      },
    );
    return () => {
      active = false;
    };
  }, [load]);
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      mode="multiple"
      allowClear
      loading={options === undefined}
      placeholder={placeholder}
      options={options ?? []}
      showSearch={{ optionFilterProp: 'label' }}
      value={Array.isArray(value) ? value : []}
      onChange={(next: (string | number)[]) => onChange?.(next)}
    />
  );
}
