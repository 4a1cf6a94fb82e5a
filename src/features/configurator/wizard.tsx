import { ArrowLeftOutlined, ArrowRightOutlined, FileTextOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Modal, Result, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selDataApi, type SelectionData } from '@/api/modules/wms/seldata';
import { checkCompatibility } from '@/lib/weighing/compatibility';
import { feedback } from '@/lib/feedback/feedback';
import { fullInputOf, problemsOf } from './check-input';
import { STEPS } from './draft';
import { selectionRecordOf } from './record';
import { SelectionReport } from './report/selection-report';
import { SelectionView } from './selection-view';
import { ApplicationStep } from './steps/application-step';
import { CellStep } from './steps/cell-step';
import { IndicatorStep } from './steps/indicator-step';
import { MetrologyStep } from './steps/metrology-step';
import { ResultStep } from './steps/result-step';
import { useDraft } from './use-draft';
import { useLoad } from './use-load';
import styles from './configurator.module.css';

export interface ConfiguratorWizardProps {
  /** Back to the selection list (after cancel, or from the saved view). */
  onLeave: () => void;
  /** A selection was saved: the list should show it. */
  onSaved?: (selection: SelectionData) => void;
}

/**
 * The selection wizard (issue 10): application, metrology, load cell, indicator, result. Every
 * change re-checks at once in the browser; the draft survives going back and reloading.
 */
export function ConfiguratorWizard({ onLeave, onSaved }: ConfiguratorWizardProps) {
  const { t } = useTranslation('configurator');
  const { t: tReport } = useTranslation('report');
  const { draft, update, reset } = useDraft();
  const [reporting, setReporting] = useState(false);
  const [attempted, setAttempted] = useState<Record<number, boolean>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<SelectionData | undefined>(undefined);
  const [modal, modalHolder] = Modal.useModal();

  // domain §5.4: the selection number is reserved when the wizard starts (kept in the draft, so a
  // reload keeps it) and sent with save. A failed call leaves it to save to issue one.
  useLoad(saved || draft.selectionNo ? undefined : 'reserve-selection-no', async (signal) => {
    const { selectionNo } = await selDataApi.model({}, { signal });
    if (!signal.aborted && selectionNo) update((d) => (d.selectionNo ? d : { ...d, selectionNo }));
    return selectionNo;
  });

  const stepIndex = draft.step;
  const step = STEPS[stepIndex];
  const problems = problemsOf(draft, step);
  const input = fullInputOf(draft);
  const result = input ? checkCompatibility(input) : undefined;
  const complete = (index: number) => Object.keys(problemsOf(draft, STEPS[index])).length === 0;
  // A step can be opened when every step before it is complete.
  const reachable = (index: number) => STEPS.slice(0, index).every((_, i) => complete(i));

  const go = (index: number) => {
    if (index > stepIndex && !complete(stepIndex)) {
      setAttempted((a) => ({ ...a, [stepIndex]: true }));
      return;
    }
    if (index <= stepIndex || reachable(index)) update({ step: index });
  };

  const save = async () => {
    if (!result || !complete(stepIndex)) {
      setAttempted((a) => ({ ...a, [stepIndex]: true }));
      return;
    }
    setSaving(true);
    try {
      const id = await selDataApi.save(selectionRecordOf(draft, result));
      const record = await selDataApi.get(id);
      void feedback().message.success(t('saved', { no: record.selectionNo ?? '' }));
      reset();
      setAttempted({});
      setSaved(record);
      onSaved?.(record);
    } catch {
      // The client has said why; the draft and the page stay as they were.
    } finally {
      setSaving(false);
    }
  };

  const cancel = () =>
    void modal.confirm({
      title: t('cancelTitle'),
      content: t('cancelText'),
      okText: t('actions.discard'),
      cancelText: t('actions.keep'),
      onOk: () => {
        reset();
        onLeave();
      },
    });

  if (saved)
    return (
      <Card className={styles.wizard} data-testid="wizard">
        <Result
          status="success"
          title={t('savedTitle', { no: saved.selectionNo ?? '' })}
          subTitle={t('savedText', { code: saved.totalModelNo ?? '—', total: saved.totalNo ?? '—' })}
          extra={[
            <Button key="list" type="primary" onClick={onLeave}>
              {t('actions.toList')}
            </Button>,
            <Button key="new" onClick={() => setSaved(undefined)}>
              {t('actions.another')}
            </Button>,
            <Button key="report" icon={<FileTextOutlined />} onClick={() => setReporting(true)}>
              {tReport('action')}
            </Button>,
          ]}
        />
        <SelectionView selection={saved} />
        {reporting && <SelectionReport selection={saved} saved onClose={() => setReporting(false)} />}
      </Card>
    );

  const stepProps = {
    draft,
    update,
    problems: { problems, attempted: Boolean(attempted[stepIndex]) },
  };
  return (
    <Card className={styles.wizard} data-testid="wizard">
      <Steps
        className={styles.steps}
        current={stepIndex}
        onChange={go}
        items={STEPS.map((name, index) => ({
          title: t(`steps.${name}`),
          disabled: index > stepIndex && !reachable(index),
        }))}
      />
      <div className={styles.stepBody} data-testid={`step-${step}`}>
        {step === 'application' && <ApplicationStep {...stepProps} />}
        {step === 'metrology' && <MetrologyStep {...stepProps} />}
        {step === 'cell' && <CellStep {...stepProps} />}
        {step === 'indicator' && <IndicatorStep {...stepProps} />}
        {step === 'result' && result && <ResultStep {...stepProps} result={result} />}
        {step === 'result' && !result && <Result status="warning" title={t('incomplete')} />}
      </div>
      <div className={styles.footer}>
        <Button onClick={cancel}>{t('actions.cancel')}</Button>
        <Space>
          {stepIndex > 0 && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => update({ step: stepIndex - 1 })}>
              {t('actions.back')}
            </Button>
          )}
          {stepIndex < STEPS.length - 1 ? (
            <Button type="primary" onClick={() => go(stepIndex + 1)}>
              {t('actions.next')} <ArrowRightOutlined />
            </Button>
          ) : (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              disabled={!result}
              onClick={() => void save()}
            >
              {t('actions.save')}
            </Button>
          )}
        </Space>
      </div>
      {modalHolder}
    </Card>
  );
}
