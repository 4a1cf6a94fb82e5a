import { Grid, Table, Tag, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredCheck } from '@/api/modules/wms/seldata';
import type { CheckRow } from '@/lib/weighing/compatibility';
import { formatFigure } from './format';
import styles from './configurator.module.css';

/** A check row as shown: from the checker, or as stored with a saved selection (any field may be off). */
export interface ShownCheck {
  key: string;
  code: string;
  severity: 'error' | 'warning' | 'info' | 'accessory';
  pass: boolean;
  value: number | string | undefined;
  limit: number | string | readonly number[] | undefined;
  relation: string;
  unit: string;
  messageKey?: string;
}

const SEVERITIES = ['error', 'warning', 'info', 'accessory'] as const;
/** Stored keys name locale entries; only the checker's own shape is looked up. */
const KEY = /^[CV]\d\d(\.[a-z]+)?$/;
const MESSAGE = /^compat\.[CV]\d\d(\.[a-z]+)?\.[a-z]+$/;

export function toShownChecks(rows: readonly (CheckRow | StoredCheck)[] | undefined): ShownCheck[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row, index): ShownCheck[] => {
    if (typeof row !== 'object' || row === null) return [];
    const code = typeof row.code === 'string' ? row.code : '';
    const key = typeof row.key === 'string' && KEY.test(row.key) ? row.key : KEY.test(code) ? code : '';
    const limit = Array.isArray(row.limit)
      ? (row.limit as unknown[]).filter((n): n is number => typeof n === 'number')
      : typeof row.limit === 'number' || typeof row.limit === 'string'
        ? row.limit
        : undefined;
    return [
      {
        key: key || `row-${index}`,
        code: code.slice(0, 8),
        severity: SEVERITIES.find((s) => s === row.severity) ?? 'error',
        pass: row.pass === true,
        value: typeof row.value === 'number' || typeof row.value === 'string' ? row.value : undefined,
        limit,
        relation: typeof row.relation === 'string' ? row.relation : '',
        unit: typeof row.unit === 'string' ? row.unit.slice(0, 8) : '',
        messageKey: typeof row.messageKey === 'string' && MESSAGE.test(row.messageKey) ? row.messageKey : undefined,
      },
    ];
  });
}

/** The outcome of a row in a word and a colour. */
export function CheckOutcome({ check }: { check: Pick<ShownCheck, 'pass' | 'severity'> }) {
  const { t } = useTranslation('configurator');
  if (check.pass) return <Tag color="success">{t('outcome.pass')}</Tag>;
  const colour = { error: 'error', warning: 'warning', info: 'processing', accessory: 'warning' }[check.severity];
  return <Tag color={colour}>{t(`outcome.${check.severity}`)}</Tag>;
}

/** The limit as a figure: `1,500 kg`, `43 – 1,100 Ω`, `III`. */
function limitFigure(check: ShownCheck, language: string): string {
  const { limit, unit } = check;
  if (limit === undefined) return '—';
  if (Array.isArray(limit)) {
    const [low, high] = limit as readonly number[];
    const top = high !== undefined && Number.isFinite(high) ? formatFigure(high, '', language) : '∞';
    const range = `${formatFigure(low, '', language)} – ${top}`;
    return unit ? `${range} ${unit}` : range;
  }
  return formatFigure(limit, unit, language);
}

/** `≤ 1,500 kg`, `≥ 0.5 µV/e`, `43 – 1,100 Ω`, `class III`. */
export function useLimitText() {
  const { t, i18n } = useTranslation('configurator');
  return (check: ShownCheck) => {
    const figure = limitFigure(check, i18n.language);
    if (check.limit === undefined) return figure;
    if (check.relation === 'le') return `≤ ${figure}`;
    if (check.relation === 'ge') return `≥ ${figure}`;
    if (check.relation === 'class') return t('relation.class', { limit: figure });
    return figure;
  };
}

/** The one sentence saying what a row means and what to change, in the reader's language. */
export function useCheckSentence() {
  const { t, i18n } = useTranslation('configurator');
  return (check: ShownCheck) =>
    check.messageKey && i18n.exists(`configurator:${check.messageKey}`)
      ? t(check.messageKey, {
          value: formatFigure(check.value, check.unit, i18n.language),
          limit: limitFigure(check, i18n.language),
        })
      : '';
}

/** Every check as a row: code, what it checks, outcome, value against limit, and what it means. */
export function CheckTable({
  checks,
  caption,
  testId,
}: {
  checks: readonly ShownCheck[];
  caption?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('configurator');
  const limitText = useLimitText();
  const sentence = useCheckSentence();
  const screens = Grid.useBreakpoint();
  const title = (check: ShownCheck) =>
    i18n.exists(`configurator:compat.${check.key}.title`) ? t(`compat.${check.key}.title`) : check.code;
  // A phone gets one card per check: six columns do not fit.
  if (screens.md === false)
    return (
      <div className={styles.checkList} data-testid={testId}>
        {caption && <div className={styles.checkListCaption}>{caption}</div>}
        {checks.map((check) => (
          <div
            key={check.key}
            data-check={check.key}
            className={`${styles.checkItem} ${check.pass ? '' : styles[`failed-${check.severity}`]}`}
          >
            <div className={styles.checkHead}>
              <span className={styles.code}>{check.code}</span>
              <span className={styles.checkTitle}>{title(check)}</span>
              <CheckOutcome check={check} />
            </div>
            <div className={styles.figure}>
              {formatFigure(check.value, check.unit, i18n.language)} {limitText(check)}
            </div>
            <div className={styles.checkSentence}>{sentence(check)}</div>
          </div>
        ))}
      </div>
    );
  const columns: TableColumnsType<ShownCheck> = [
    {
      title: t('checks.code'),
      dataIndex: 'code',
      width: 72,
      render: (code: string) => <span className={styles.code}>{code}</span>,
    },
    {
      title: t('checks.check'),
      key: 'title',
      width: 190,
      render: (_, check) => title(check),
    },
    { title: t('checks.outcome'), key: 'outcome', width: 120, render: (_, check) => <CheckOutcome check={check} /> },
    {
      title: t('checks.value'),
      key: 'value',
      width: 130,
      align: 'right',
      render: (_, check) => (
        <span className={styles.figure}>{formatFigure(check.value, check.unit, i18n.language)}</span>
      ),
    },
    {
      title: t('checks.limit'),
      key: 'limit',
      width: 150,
      align: 'right',
      render: (_, check) => <span className={styles.figure}>{limitText(check)}</span>,
    },
    { title: t('checks.meaning'), key: 'meaning', render: (_, check) => sentence(check) },
  ];
  return (
    <Table<ShownCheck>
      className={styles.checks}
      data-testid={testId}
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={checks as ShownCheck[]}
      pagination={false}
      scroll={{ x: 900 }}
      title={caption ? () => caption : undefined}
      rowClassName={(check) => (check.pass ? '' : styles[`failed-${check.severity}`])}
      onRow={(check) => ({ 'data-check': check.key }) as HTMLAttributes<HTMLElement>}
    />
  );
}
