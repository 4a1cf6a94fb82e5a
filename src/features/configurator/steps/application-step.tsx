import { Alert, Col, Form, Input, Radio, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLICATION_DEFAULTS } from '@/lib/weighing/rules';
import { APPLICATIONS, ENVIRONMENT_FIELDS, withApplication, type Draft, type EnvironmentField } from '../draft';
import { NumberField, useProblem, type StepProblems } from '../fields';
import { formatNumber } from '../format';
import styles from '../configurator.module.css';

export interface StepProps {
  draft: Draft;
  update: (change: Partial<Draft> | ((draft: Draft) => Draft)) => void;
  problems: StepProblems;
}

const ENV_UNITS: Record<EnvironmentField, string | undefined> = {
  w0: 'kN/m²',
  mus: undefined,
  muz: undefined,
  betaz: undefined,
  D: 'm',
  H: 'm',
  h: 'm',
  alpha: undefined,
  hcg: 'm',
  r: 'm',
};

/** Step 1: what the scale is for, who for, its supports and dead load, and the site for vessels. */
export function ApplicationStep({ draft, update, problems }: StepProps) {
  const { t, i18n } = useTranslation('configurator');
  const problem = useProblem(problems);
  const defaults = APPLICATION_DEFAULTS[draft.applicationType];
  const kg = (pct: number | null) =>
    draft.maxCapacity !== null && pct !== null
      ? t('application.ofMax', { kg: formatNumber((draft.maxCapacity * pct) / 100, i18n.language) })
      : undefined;
  const sizing =
    defaults.sizing.kind === 'SF'
      ? t('application.sizingSF', { sf: defaults.sizing.SF })
      : t('application.sizingK', { k: defaults.sizing.K.join(' × ') });
  const deck = draft.applicationType === 'PLATFORM' || draft.applicationType === 'TRUCK';

  return (
    <Form layout="vertical" className={styles.form} requiredMark>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.customer')} htmlFor="configurator-customer" required {...problem('customer')}>
            <Input
              id="configurator-customer"
              value={draft.customer}
              maxLength={100}
              onChange={(e) => update({ customer: e.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.project')} htmlFor="configurator-project">
            <Input
              id="configurator-project"
              value={draft.project}
              maxLength={100}
              onChange={(e) => update({ project: e.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('fields.applicationType')} required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={draft.applicationType}
          onChange={(e) => update((d) => withApplication(d, e.target.value))}
          options={APPLICATIONS.map((a) => ({ value: a, label: t(`applications.${a}`) }))}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {t(`applications.help.${draft.applicationType}`)} {sizing}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={6}>
          <NumberField
            label={t('fields.cellCount')}
            field="cellCount"
            value={draft.cellCount}
            onChange={(cellCount) => update({ cellCount })}
            required
            problems={problems}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <NumberField
            label={t('fields.deadLoad')}
            field="deadLoad"
            unit="kg"
            value={draft.deadLoad}
            onChange={(deadLoad) => update({ deadLoad })}
            required
            problems={problems}
          />
        </Col>
        {deck && (
          <>
            <Col xs={12} md={6}>
              <NumberField
                label={t('fields.deckLength')}
                field="deckLength"
                unit="m"
                step={0.1}
                value={draft.deckLength}
                onChange={(deckLength) => update({ deckLength })}
                problems={problems}
              />
            </Col>
            <Col xs={12} md={6}>
              <NumberField
                label={t('fields.deckWidth')}
                field="deckWidth"
                unit="m"
                step={0.1}
                value={draft.deckWidth}
                onChange={(deckWidth) => update({ deckWidth })}
                problems={problems}
              />
            </Col>
          </>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={6}>
          <NumberField
            label={t('fields.izsrPct')}
            field="izsrPct"
            unit="%"
            value={draft.izsrPct}
            onChange={(izsrPct) => update({ izsrPct })}
            extra={kg(draft.izsrPct)}
            required
            problems={problems}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <NumberField
            label={t('fields.nudPct')}
            field="nudPct"
            unit="%"
            value={draft.nudPct}
            onChange={(nudPct) => update({ nudPct })}
            extra={kg(draft.nudPct)}
            required
            problems={problems}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <NumberField
            label={t('fields.tare')}
            field="tare"
            unit="kg"
            value={draft.tare}
            onChange={(tare) => update({ tare })}
            required
            problems={problems}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <NumberField
            label={t('fields.reductionRatio')}
            field="reductionRatio"
            step={0.1}
            value={draft.reductionRatio}
            onChange={(reductionRatio) => update({ reductionRatio })}
            extra={t('fields.reductionRatioHelp')}
            required
            problems={problems}
          />
        </Col>
      </Row>
      {(defaults.vessel || defaults.modules) && (
        <Form.Item label={t('fields.rigidSupport')} extra={t('fields.rigidSupportHelp')}>
          <Switch
            aria-label={t('fields.rigidSupport')}
            checked={draft.rigidSupport}
            onChange={(rigidSupport) => update({ rigidSupport })}
          />
        </Form.Item>
      )}
      {defaults.vessel && (
        <>
          <Form.Item label={t('fields.outdoor')} extra={t('fields.outdoorHelp')}>
            <Switch
              aria-label={t('fields.outdoor')}
              checked={draft.outdoor}
              onChange={(outdoor) => update({ outdoor })}
            />
          </Form.Item>
          {draft.outdoor && (
            <>
              <Alert type="info" showIcon className={styles.block} title={t('application.environmentNote')} />
              <Row gutter={16}>
                {ENVIRONMENT_FIELDS.map((field) => (
                  <Col xs={12} sm={8} md={6} lg={4} key={field}>
                    <NumberField
                      label={t(`environment.${field}`)}
                      field={`env.${field}`}
                      unit={ENV_UNITS[field]}
                      step={0.1}
                      value={draft.env[field]}
                      onChange={(value) => update((d) => ({ ...d, env: { ...d.env, [field]: value } }))}
                      required
                      problems={problems}
                    />
                  </Col>
                ))}
              </Row>
            </>
          )}
        </>
      )}
    </Form>
  );
}
