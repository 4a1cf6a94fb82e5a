import { Form, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problems } from './check-input';

/** What a step's fields share: its problems, and whether required ones show yet. */
export interface StepProblems {
  problems: Problems;
  /** The user tried to go on: missing values show too. */
  attempted: boolean;
}

/** Problems of something not yet entered: shown once the user tries to go on, not while they type. */
const MISSING = new Set(['validation.required', 'validation.pickCell', 'validation.pickMeter']);

/** The problem of a field as a message, if it should show now. */
export function useProblem({ problems, attempted }: StepProblems) {
  const { t } = useTranslation('configurator');
  return (field: string): { validateStatus?: 'error'; help?: ReactNode } => {
    const key = problems[field];
    if (!key || (MISSING.has(key) && !attempted)) return {};
    return { validateStatus: 'error', help: t(key) };
  };
}

/**
 * A labelled number with its unit; an emptied box is `null`. No min/max on the control: an out-of-range
 * value stays as typed and the message under it says why (nothing typed is lost).
 */
export function NumberField({
  label,
  field,
  value,
  onChange,
  unit,
  step,
  required,
  extra,
  problems,
  testId,
}: {
  label: ReactNode;
  field: string;
  value: number | null;
  onChange: (value: number | null) => void;
  unit?: string;
  step?: number;
  required?: boolean;
  extra?: ReactNode;
  problems: StepProblems;
  testId?: string;
}) {
  const problem = useProblem(problems);
  const id = `configurator-${field.replace('.', '-')}`;
  return (
    <Form.Item label={label} htmlFor={id} required={required} extra={extra} {...problem(field)}>
      <InputNumber<number>
        id={id}
        data-testid={testId}
        value={value}
        step={step}
        suffix={unit}
        style={{ width: '100%' }}
        onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)}
      />
    </Form.Item>
  );
}
