import { Col, Descriptions, Form, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RULES } from '@/lib/weighing/rules';
import { seriesBetween } from '@/lib/weighing/series';
import { CheckOutcome } from '../check-table';
import { NumberField, useProblem } from '../fields';
import { formatNumber } from '../format';
import type { StepProps } from './application-step';
import styles from '../configurator.module.css';

/** Initial-verification MPE bands of R76-1 Table 6, in e: [upper end of band in e, MPE in e]. */
const MPE_BANDS = {
  III: [
    [500, 0.5],
    [2000, 1],
    [10000, 1.5],
  ],
  IIII: [
    [50, 0.5],
    [200, 1],
    [1000, 1.5],
  ],
} as const;

/** Step 2: accuracy class, Max and e, with n = Max/e and the class limits live. */
export function MetrologyStep({ draft, update, problems }: StepProps) {
  const { t, i18n } = useTranslation('configurator');
  const problem = useProblem(problems);
  const lang = i18n.language;
  const Max = draft.maxCapacity;
  const e = draft.division;
  const n = Max !== null && e !== null && e > 0 ? Max / e : undefined;
  const limits = DEFAULT_RULES.intervalLimits[draft.accuracyClass];
  const band = e !== null && e >= limits.eSplit ? limits.coarse : limits.fine;
  const inBand = n !== undefined && n >= band[0] * (1 - 1e-9) && n <= band[1] * (1 + 1e-9);
  // Divisions from 1 g up to a hundredth of Max (or 100 kg before Max is known).
  const divisions = seriesBetween(0.001, Max !== null && Max > 0 ? Math.max(0.001, Max / 100) : 100);
  const minLoad = e !== null ? (draft.accuracyClass === 'III' ? 20 : 10) * e : undefined;
  const kg = (value: number | undefined) => (value === undefined ? '—' : `${formatNumber(value, lang)} kg`);

  return (
    <Form layout="vertical" className={styles.form}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.accuracyClass')} required extra={t(`metrology.classHelp.${draft.accuracyClass}`)}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={draft.accuracyClass}
              onChange={(event) => update({ accuracyClass: event.target.value })}
              options={[
                { value: 'III', label: t('metrology.class', { cls: 'III' }) },
                { value: 'IIII', label: t('metrology.class', { cls: 'IIII' }) },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.legalForTrade')} extra={t('fields.legalForTradeHelp')}>
            <Switch
              aria-label={t('fields.legalForTrade')}
              checked={draft.legalForTrade}
              onChange={(legalForTrade) => update({ legalForTrade })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <NumberField
            label={t('fields.maxCapacity')}
            field="maxCapacity"
            unit="kg"
            value={Max}
            onChange={(maxCapacity) => update({ maxCapacity })}
            required
            problems={problems}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.division')} htmlFor="configurator-division" required {...problem('division')}>
            <Select<number>
              id="configurator-division"
              data-testid="division"
              value={e ?? undefined}
              // Typing "1 kg" lands on 1 kg, not on 0.1 kg.
              showSearch={{
                filterOption: (typed, option) => String(option?.label ?? '').startsWith(typed.trim()),
              }}
              placeholder={t('metrology.pickDivision')}
              onChange={(division) => update({ division })}
              options={divisions.map((value) => ({
                value,
                label:
                  Max !== null && Max > 0
                    ? t('metrology.divisionOption', {
                        e: formatNumber(value, lang),
                        n: formatNumber(Max / value, lang, 1),
                      })
                    : `${formatNumber(value, lang)} kg`,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        className={styles.block}
        items={[
          {
            key: 'n',
            label: t('metrology.n'),
            children: (
              <>
                <span className={styles.figure} data-testid="n">
                  {n === undefined ? '—' : formatNumber(n, lang, 2)}
                </span>{' '}
                {n !== undefined && <CheckOutcome check={{ pass: inBand, severity: 'error' }} />}
              </>
            ),
          },
          {
            key: 'band',
            label: t('metrology.band'),
            children: t('metrology.bandText', { min: formatNumber(band[0], lang), max: formatNumber(band[1], lang) }),
          },
          { key: 'min', label: t('metrology.min'), children: kg(minLoad) },
          {
            key: 'mpe',
            label: t('metrology.mpe'),
            children:
              e === null
                ? '—'
                : MPE_BANDS[draft.accuracyClass]
                    .map(([upTo, mpe]) =>
                      t('metrology.mpeBand', { mpe: formatNumber(mpe * e, lang), upTo: formatNumber(upTo * e, lang) }),
                    )
                    .join(t('metrology.separator')),
          },
        ]}
      />
    </Form>
  );
}
