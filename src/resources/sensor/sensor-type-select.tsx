import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sensorTypeApi } from '@/api/modules/wms/sensor-types';
import { FieldControl } from '@/components/crud';

export interface SensorTypeSelectProps {
  id?: string;
  /** Handed in by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * The sensor type of a load cell, from `GET wms/sensortypes/options/{id}`: the enabled types plus the
 * one the record held when the dialog opened (listed even if it has been disabled since).
 */
export function SensorTypeSelect({ id, value, onChange }: SensorTypeSelectProps) {
  const { t } = useTranslation('sensor');
  const [held] = useState(() => (typeof value === 'number' ? value : 0));
  const load = useMemo(() => () => sensorTypeApi.options(held), [held]);
  return (
    <FieldControl
      kind="select"
      mode="form"
      label={t('fields.sensorTypeId')}
      options={load}
      id={id}
      value={value}
      onChange={onChange}
    />
  );
}
