import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionData } from '@/api/modules/wms/seldata';
import { textOf } from '@/components/crud';
import { formatTime } from '@/utils/time';
import { CheckOutcome, useCheckSentence, useLimitText, type ShownCheck } from '../check-table';
import { ENVIRONMENT_FIELDS } from '../draft';
import { formatFigure, formatNumber } from '../format';
import { VerdictBanner } from '../verdict';
import { parseModelNumber } from './model-number';
import { bomOf, partChanges, readSavedParts, reportDataOf, type CurrentParts, type FigureChange } from './report-data';
import styles from './report.module.css';

export interface ReportDocumentProps {
  selection: SelectionData;
  saved: boolean;
  /** Today's catalogue rows of the parts (saved selections), undefined while they load. */
  current?: CurrentParts;
  comparing?: boolean;
  language: string;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** The report itself, in the language of the i18n instance around it. */
export function ReportDocument({ selection, saved, current, comparing, language }: ReportDocumentProps) {
  const { t, i18n } = useTranslation('report');
  const lang = i18n.language;
  const data = reportDataOf(selection);
  const kg = (value: unknown) => (typeof value === 'number' ? formatFigure(value, 'kg', lang) : '—');
  const date = formatTime(selection.createTime ?? new Date(), 'YYYY-MM-DD') || '—';
  const savedFigures = readSavedParts(selection);
  const changes = saved && current ? partChanges(selection, current) : [];
  const comparable = saved && Boolean(savedFigures.cell?.figures ?? savedFigures.meter?.figures);

  return (
    <article className={styles.document} lang={lang} data-language={language}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <div className={styles.subtitle}>{t('subtitle')}</div>
        </div>
        <div className={styles.modelNumber} data-testid="report-model-number">
          {textOf(selection.totalModelNo) || '—'}
        </div>
      </header>
      <dl className={styles.facts} data-testid="report-header">
        <Fact label={t('header.selectionNo')}>
          <span className={styles.code}>{textOf(selection.selectionNo) || t('header.unsaved')}</span>
        </Fact>
        <Fact label={t('header.customer')}>{textOf(selection.customer) || '—'}</Fact>
        <Fact label={t('header.project')}>{textOf(selection.project) || '—'}</Fact>
        <Fact label={t('header.date')}>{date}</Fact>
        <Fact label={t('header.engineer')}>{textOf(selection.createBy) || '—'}</Fact>
      </dl>

      {data.missing.length > 0 && (
        <div className={styles.notice} role="note" data-testid="report-missing">
          <strong>{t('missing.intro')}</strong>
          <ul>
            {data.missing.map((item) => (
              <li key={item} data-missing={item}>
                {t(`missing.${item}`)}
              </li>
            ))}
          </ul>
        </div>
      )}

      {comparable && (
        <div className={styles.notice} role="note" data-testid="report-changes">
          {comparing || !current ? (
            t('changes.checking')
          ) : changes.length === 0 ? (
            t('changes.none')
          ) : (
            <>
              <strong>{t('changes.intro')}</strong>
              <ul>
                {changes.map((change) => (
                  <li key={change.kind} data-changed={change.kind}>
                    {t(`changes.${change.state}`, { part: t(`parts.${change.kind}`), model: change.model })}
                    {change.changes.length > 0 && (
                      <ul>
                        {change.changes.map((figure) => (
                          <li key={figure.figure}>
                            <FigureChangeText change={figure} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <ModelSection selection={selection} />
      <BomSection selection={selection} current={current} />
      <ApplicationSection selection={selection} />

      <Section title={t('sections.checks')} testId="report-checks">
        {data.checks.length === 0 ? <p>{t('missing.checks')}</p> : <ChecksTable checks={data.checks} />}
      </Section>

      <Section title={t('sections.verdict')} testId="report-verdict">
        {typeof selection.legal === 'boolean' ? (
          <VerdictBanner
            verdict={{ legal: selection.legal, recommended: selection.recommended }}
            checks={data.checks}
          />
        ) : (
          <p>{t('missing.verdict')}</p>
        )}
        <p className={styles.finest} data-testid="report-finest-e">
          {data.finestE !== undefined
            ? t('verdict.finestE', { e: kg(data.finestE) })
            : t(`missing.${data.finestEMissing ?? 'finestE'}`)}
          {typeof selection.division === 'number' && (
            <span className={styles.chosen}>{t('verdict.chosenE', { e: kg(selection.division) })}</span>
          )}
        </p>
      </Section>
      <footer className={styles.footnote}>{t('footer')}</footer>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Units of the figures a part is checked by. */
const FIGURE_UNITS: Record<string, string> = {
  Emax: 'kg',
  Emin: 'kg',
  C: 'mV/V',
  RLC: 'Ω',
  safeLoadPct: '%',
  Uexc: 'V',
  duMin: 'µV/e',
  UmrMin: 'mV',
  UmrMax: 'mV',
  RLmin: 'Ω',
  RLmax: 'Ω',
};

function FigureChangeText({ change }: { change: FigureChange }) {
  const { t, i18n } = useTranslation('report');
  const unit = FIGURE_UNITS[change.figure];
  const shown = (value: FigureChange['saved']) =>
    typeof value === 'number'
      ? `${formatNumber(value, i18n.language, 4)}${unit ? ` ${unit}` : ''}`
      : typeof value === 'boolean'
        ? t(value ? 'application.yes' : 'application.no')
        : (value ?? '—');
  return (
    <>
      {t('changes.figure', {
        figure: t(`figures.${change.figure}`, { defaultValue: change.figure }),
        saved: shown(change.saved),
        current: shown(change.current),
      })}
    </>
  );
}

/** The model number segment by segment. */
function ModelSection({ selection }: { selection: SelectionData }) {
  const { t } = useTranslation('report');
  const { t: tc, i18n } = useTranslation('configurator');
  const lang = i18n.language;
  const code = textOf(selection.totalModelNo);
  const parts = parseModelNumber(code);
  const tonnes = (kg: number) => (kg >= 1000 ? `${formatNumber(kg / 1000, lang)} t` : `${formatNumber(kg, lang)} kg`);
  const letterName = (letter: string) =>
    ['B', 'J', 'T', 'W'].includes(letter) ? t(`letters.${letter}`) : tc(`options.${letter}`);
  const rows: [string, string, string][] = parts
    ? [
        ['family', parts.family, t(`model.families.${parts.family}`)],
        ['capacity', parts.capacity.code, tonnes(parts.capacity.kg)],
        [
          'geometry',
          parts.geometry.code,
          parts.geometry.deck
            ? t('model.deck', {
                length: formatNumber(parts.geometry.deck[0], lang),
                width: formatNumber(parts.geometry.deck[1], lang),
              })
            : t(parts.geometry.hanging ? 'model.supportsHanging' : 'model.supports', {
                count: parts.geometry.supports,
              }),
        ],
        [
          'loadCell',
          parts.loadCell.code,
          t('model.cellLine', {
            count: parts.loadCell.count,
            type: t(`model.cellLetters.${parts.loadCell.letter}`),
            capacity: tonnes(parts.loadCell.capacityKg),
            classLabel: parts.loadCell.classLabel,
          }) + (parts.loadCell.digital ? `, ${t('model.digital')}` : ''),
        ],
        [
          'indicator',
          parts.indicator,
          parts.indicator === '00' ? t('model.noIndicator') : t('model.indicatorCode', { code: parts.indicator }),
        ],
        ...(parts.options.length > 0
          ? [
              ['options', parts.options.join(''), parts.options.map((l) => `${l} ${letterName(l)}`).join(' · ')] as [
                string,
                string,
                string,
              ],
            ]
          : []),
        ...(parts.revision
          ? [
              ['revision', `R${parts.revision}`, t('model.revisionLine', { letter: parts.revision })] as [
                string,
                string,
                string,
              ],
            ]
          : []),
      ]
    : [];
  return (
    <Section title={t('sections.model')} testId="report-model">
      <p className={styles.bigCode}>{code || '—'}</p>
      {code && !parts && <p>{t('model.unreadable')}</p>}
      {parts && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('model.segment')}</th>
              <th>{t('model.code')}</th>
              <th>{t('model.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([segment, value, meaning]) => (
              <tr key={segment} data-segment={segment}>
                <td>{t(`model.${segment}`)}</td>
                <td className={styles.code}>{value}</td>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function BomSection({ selection, current }: { selection: SelectionData; current?: CurrentParts }) {
  const { t } = useTranslation('report');
  const { t: tc } = useTranslation('configurator');
  const lines = bomOf(selection, current);
  const sets = typeof selection.quantity === 'number' && selection.quantity > 0 ? selection.quantity : 1;
  const letterName = (letter: string) => tc(`options.${letter}`);
  return (
    <Section title={t('sections.bom')} testId="report-bom">
      <p>{t('bom.sets', { count: sets })}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('bom.item')}</th>
            <th>{t('bom.model')}</th>
            <th className={styles.number}>{t('bom.perSet')}</th>
            <th className={styles.number}>{t('bom.total')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-bom={line.key}>
              <td>
                {line.item === 'option'
                  ? t('bom.option', { name: letterName(line.letter ?? '') })
                  : t(`bom.${line.item}`)}
              </td>
              <td className={styles.code}>
                {line.model && line.cellModel
                  ? t('bom.moduleCell', { module: line.model, cell: line.cellModel })
                  : (line.model ??
                    (line.indicatorCode ? t('model.indicatorCode', { code: line.indicatorCode }) : t('bom.toSpecify')))}
                {line.forced && <span className={styles.sub}> ({t('bom.forced')})</span>}
              </td>
              <td className={styles.number}>{line.perSet || '—'}</td>
              <td className={styles.number}>{line.perSet ? line.perSet * sets : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function ApplicationSection({ selection }: { selection: SelectionData }) {
  const { t } = useTranslation('report');
  const { t: tc, i18n } = useTranslation('configurator');
  const lang = i18n.language;
  const kg = (value: unknown) => (typeof value === 'number' ? formatFigure(value, 'kg', lang) : '—');
  const plain = (value: unknown) => (typeof value === 'number' ? formatNumber(value, lang, 4) : '—');
  const app = selection.applicationType;
  const n =
    typeof selection.maxCapacity === 'number' && typeof selection.division === 'number' && selection.division > 0
      ? selection.maxCapacity / selection.division
      : undefined;
  const env = selection.environment;
  const rows: [string, string][] = [
    [tc('fields.applicationType'), app ? tc(`applications.${app}`, { defaultValue: app }) : '—'],
    [
      tc('fields.legalForTrade'),
      typeof selection.legalForTrade === 'boolean'
        ? t(selection.legalForTrade ? 'application.yes' : 'application.no')
        : '—',
    ],
    [tc('fields.accuracyClass'), textOf(selection.accuracyClass) || '—'],
    [tc('fields.maxCapacity'), kg(selection.maxCapacity)],
    [tc('fields.division'), kg(selection.division)],
    [tc('metrology.n'), plain(n)],
    [tc('fields.cellCount'), plain(selection.cellCount)],
    [tc('fields.deadLoad'), kg(selection.deadLoad)],
    ...(typeof selection.deckLength === 'number' && typeof selection.deckWidth === 'number'
      ? [
          [
            `${tc('fields.deckLength')} × ${tc('fields.deckWidth')}`,
            t('application.deck', {
              length: formatNumber(selection.deckLength, lang),
              width: formatNumber(selection.deckWidth, lang),
            }),
          ] as [string, string],
        ]
      : []),
    [tc('fields.izsrPct'), kg(selection.izsrPlus)],
    [tc('fields.nudPct'), kg(selection.nud)],
    [tc('fields.tare'), kg(selection.tarePlus)],
    [tc('fields.reductionRatio'), plain(selection.reductionRatio)],
    [
      t('application.outdoor'),
      // null is indoors; an older row that never recorded it shows a dash.
      env && typeof env === 'object'
        ? ENVIRONMENT_FIELDS.filter((f) => typeof env[f] === 'number')
            .map((f) => `${tc(`environment.${f}`)} ${formatNumber(env[f], lang)}`)
            .join('; ')
        : env === null
          ? t('application.indoor')
          : '—',
    ],
    [tc('fields.quantity'), plain(selection.quantity)],
    [tc('fields.state'), selection.state ? tc(`states.${selection.state}`, { defaultValue: selection.state }) : '—'],
    ...(textOf(selection.remark) ? [[tc('fields.remark'), textOf(selection.remark)] as [string, string]] : []),
  ];
  return (
    <Section title={t('sections.application')} testId="report-application">
      <table className={`${styles.table} ${styles.pairs}`}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Every check in the result step's words: code, check, outcome, value, limit and what it means. */
function ChecksTable({ checks }: { checks: readonly ShownCheck[] }) {
  const { t, i18n } = useTranslation('configurator');
  const limitText = useLimitText();
  const sentence = useCheckSentence();
  const title = (check: ShownCheck) =>
    i18n.exists(`configurator:compat.${check.key}.title`) ? t(`compat.${check.key}.title`) : check.code;
  return (
    <table className={`${styles.table} ${styles.checks}`}>
      <thead>
        <tr>
          <th>{t('checks.code')}</th>
          <th>{t('checks.check')}</th>
          <th>{t('checks.outcome')}</th>
          <th className={styles.number}>{t('checks.value')}</th>
          <th className={styles.number}>{t('checks.limit')}</th>
          <th>{t('checks.meaning')}</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check) => (
          <tr key={check.key} data-check={check.key} className={check.pass ? undefined : styles.failed}>
            <td className={styles.code}>{check.code}</td>
            <td>{title(check)}</td>
            <td>
              <CheckOutcome check={check} />
            </td>
            <td className={styles.number}>{formatFigure(check.value, check.unit, i18n.language)}</td>
            <td className={styles.number}>{limitText(check)}</td>
            <td className={styles.sentence}>{sentence(check)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
