import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectionData } from '@/api/modules/wms/seldata';
import { textOf } from '@/components/crud';
import { CheckTable, toShownChecks } from './check-table';
import { formatNumber } from './format';
import { VerdictBanner } from './verdict';
import styles from './configurator.module.css';

/**
 * A saved selection, read-only: what was configured and its checks exactly as they were computed
 * when it was saved (nothing is re-checked against today's catalogue).
 */
export function SelectionView({ selection }: { selection: SelectionData }) {
  const { t, i18n } = useTranslation('configurator');
  const lang = i18n.language;
  const kg = (value: unknown) => (typeof value === 'number' ? `${formatNumber(value, lang)} kg` : '—');
  const checks = toShownChecks(selection.checkResults);
  const code = (value: unknown) => <span className={styles.code}>{textOf(value) || '—'}</span>;
  const app = selection.applicationType;

  return (
    <div className={styles.view} data-testid="selection-view">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'no', label: t('fields.selectionNo'), children: code(selection.selectionNo) },
          { key: 'customer', label: t('fields.customer'), children: textOf(selection.customer) || '—' },
          { key: 'project', label: t('fields.project'), children: textOf(selection.project) || '—' },
          {
            key: 'app',
            label: t('fields.applicationType'),
            children: app ? t(`applications.${app}`, { defaultValue: app }) : '—',
          },
          { key: 'max', label: t('fields.maxCapacity'), children: kg(selection.maxCapacity) },
          { key: 'e', label: t('fields.division'), children: kg(selection.division) },
          { key: 'class', label: t('fields.accuracyClass'), children: textOf(selection.accuracyClass) || '—' },
          { key: 'n', label: t('fields.cellCount'), children: textOf(selection.cellCount) || '—' },
          { key: 'dl', label: t('fields.deadLoad'), children: kg(selection.deadLoad) },
          { key: 'izsr', label: t('view.izsrNud'), children: `${kg(selection.izsrPlus)} / ${kg(selection.nud)}` },
          {
            key: 'cell',
            label: t('result.cell'),
            children: code(
              selection.modularModelNo
                ? `${selection.modularModelNo} · ${textOf(selection.sensorModel)}`
                : selection.sensorModel,
            ),
          },
          { key: 'meter', label: t('result.meter'), children: code(selection.meterModel) },
          { key: 'code', label: t('result.modelNumber'), children: code(selection.totalModelNo) },
          { key: 'total', label: t('view.totalNo'), children: code(selection.totalNo) },
          { key: 'quantity', label: t('fields.quantity'), children: textOf(selection.quantity) || '—' },
          {
            key: 'state',
            label: t('fields.state'),
            children: selection.state ? t(`states.${selection.state}`, { defaultValue: selection.state }) : '—',
          },
          {
            key: 'by',
            label: t('view.createdBy'),
            children: `${textOf(selection.createBy)} ${textOf(selection.createTime)}`,
          },
          { key: 'remark', label: t('fields.remark'), children: textOf(selection.remark) || '—' },
        ]}
      />
      <Typography.Title level={5} className={styles.block}>
        {t('view.checksAsSaved')}
      </Typography.Title>
      {checks.length === 0 ? (
        <Alert type="info" showIcon title={t('view.noChecks')} />
      ) : (
        <>
          {selection.legal !== undefined && (
            <VerdictBanner verdict={{ legal: selection.legal, recommended: selection.recommended }} checks={checks} />
          )}
          <CheckTable checks={checks} testId="saved-checks" />
        </>
      )}
    </div>
  );
}
