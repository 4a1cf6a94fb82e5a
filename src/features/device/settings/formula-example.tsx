import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMeasure } from '@/utils/number';
import { rawToWeight, type WeightFormula } from '../arith-formula';
import styles from './settings.module.css';

/**
 * The formula at work on a sample raw reading, as it is being edited: each step written out so a
 * wrong decimal place or factor is obvious before saving.
 */
export function FormulaExample({
  formula,
  sample,
  onSampleChange,
}: {
  formula: Partial<WeightFormula>;
  sample: number | null;
  onSampleChange: (sample: number | null) => void;
}) {
  const { t, i18n } = useTranslation('arith');
  const complete =
    typeof formula.digitCount === 'number' &&
    typeof formula.coefficient === 'number' &&
    typeof formula.zeroOffset === 'number' &&
    (formula.rawUnit === 'kg' || formula.rawUnit === 't');
  const steps = complete && sample !== null ? rawToWeight(sample, formula as WeightFormula) : undefined;
  const n = (value: number, digits = 6) => formatMeasure(value, i18n.language, digits);
  return (
    <section className={styles.example} aria-label={t('example.title')} data-testid="formula-example">
      <strong>{t('example.title')}</strong>
      <label>
        {t('example.sample')}{' '}
        <InputNumber
          aria-label={t('example.sample')}
          value={sample}
          precision={0}
          min={-2147483648}
          max={2147483647}
          onChange={(next) => onSampleChange(next ?? null)}
          style={{ width: 180 }}
        />
      </label>
      {steps ? (
        <>
          <span className={styles.steps}>
            {t('example.steps', {
              raw: steps.raw,
              digits: formula.digitCount,
              scaled: n(steps.scaled),
              unit: formula.rawUnit,
              kg: n(steps.kg),
              coefficient: formula.coefficient,
              calibrated: n(steps.calibrated),
              offset:
                (formula.zeroOffset ?? 0) < 0
                  ? `− ${n(-(formula.zeroOffset ?? 0))}`
                  : `+ ${n(formula.zeroOffset ?? 0)}`,
            })}
          </span>
          <span>
            {t('example.weight')}:{' '}
            <span className={styles.result} data-testid="formula-weight">
              {n(steps.weight, 3)} kg
            </span>
          </span>
        </>
      ) : (
        <span className={styles.muted}>{t('example.incomplete')}</span>
      )}
    </section>
  );
}
