import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Progress, Space, Spin, Switch, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/api/download';
import type { PageQuery } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { usePageOverlay } from '@/router/page-location';
import { formatTime } from '@/utils/time';
import type { ResourceSpec } from '../define-resource';
import type { CellValue, Say } from './check';
import { importColumns, importKey, templateHeader, IMPORT_ROW_LIMIT, type FixedT, type ImportColumn } from './columns';
import { forgetImport, recallImport, rememberImport, type ImportMemory } from './memory';
import { previewImport, type ImportPreview, type PreviewRow } from './preview';
import { runImport, validateRows, type RowOutcome } from './run';
import { loadExcel, writeTemplate, type TemplateBook } from './workbook';
import { loadChoices } from './check';
import styles from '../crud.module.css';

const LANGUAGES = ['zh-CN', 'en'] as const;

/** Both languages' texts of the resource (headers may be written in either), loaded with the dialog. */
async function loadTexts(namespace: string): Promise<void> {
  const wanted = [namespace, 'crud', 'dictLabel'];
  const missing = wanted.filter((ns) => LANGUAGES.some((lng) => !i18n.hasResourceBundle(lng, ns)));
  if (missing.length > 0) await i18n.reloadResources([...LANGUAGES], missing);
}

/** What the preview shows for a password cell that has one. */
const PASSWORD_MASK = '••••••';

function cellShown(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return formatTime(cell, 'YYYY-MM-DD');
  if (typeof cell === 'object') return cell.error;
  return String(cell);
}

type Phase =
  | { step: 'pick' }
  | { step: 'reading'; file: string }
  | { step: 'refused'; file: string; message: string }
  | { step: 'checked'; file: string; preview: ImportPreview; validating?: { done: number; total: number } }
  | {
      step: 'importing' | 'done';
      file: string;
      preview: ImportPreview;
      done: number;
      failed: number;
      total: number;
      outcomes: Map<number, RowOutcome>;
      /** Cancel pressed: no further row starts; the rows sent are awaited. */
      canceled?: boolean;
    };

export interface ImportDialogProps<T, Q extends PageQuery> {
  resource: ResourceSpec<T, Q>;
  /** The list's name: the template's and the error file's names. */
  listName: string;
  onClose: () => void;
  /** After an import that saved anything: the list refreshes once. */
  onImported: () => void;
}

/**
 * Import from Excel (issue 37): template, upload, preview with each row's errors, import with
 * progress and Cancel, result per row and the rows that failed back as a file.
 */
export function ImportDialog<T extends object, Q extends PageQuery>(props: ImportDialogProps<T, Q>) {
  const { resource, listName, onClose, onImported } = props;
  const { t, i18n: own } = useTranslation(['crud', resource.key]);
  const overlay = usePageOverlay();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'pick' });
  const [updateExisting, setUpdateExisting] = useState(false);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [interrupted, setInterrupted] = useState<ImportMemory | undefined>(() => recallImport(resource.key));
  const controller = useRef<AbortController | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    let active = true;
    Promise.all([loadTexts(resource.key), loadExcel()]).then(
      () => active && setReady(true),
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
      mounted.current = false;
      // Stops a running import (the rows sent finish); its note stays for the next open.
      controller.current?.abort();
    };
  }, [resource.key]);

  const say: Say = (key, values) => t(key, values);
  const language = own.language === 'zh-CN' ? 'zh-CN' : 'en';
  const languages = [language, ...LANGUAGES.filter((l) => l !== language)];
  const fixed = (lng: string): FixedT => i18n.getFixedT(lng) as unknown as FixedT;
  const columns = useMemo(() => (ready ? importColumns(resource, fixed(language)) : []), [ready, resource, language]);

  const book = async (cols: readonly ImportColumn[], rows?: PreviewRow[], errors?: Map<number, string>) => {
    const choices = await loadChoices(cols, languages, languages.map(fixed));
    const withErrors = rows !== undefined;
    const template: TemplateBook = {
      sheetName: listName,
      columns: [
        // A dropdown takes one label, so a cell of several (joined by commas) gets none: the help sheet lists them.
        ...cols.map((c) => ({
          header: templateHeader(c),
          choices: c.multiple ? undefined : choices.get(c.name)?.labels,
          required: c.required,
        })),
        ...(withErrors ? [{ header: t('crud:import.errorColumn'), width: 60 }] : []),
      ],
      rows: rows?.map((row) => [...cols.map((c) => row.cells[c.name] ?? null), errors?.get(row.rowNumber) ?? '']),
      help: {
        sheetName: t('crud:import.help.sheet'),
        header: [t('crud:import.help.column'), t('crud:import.help.field'), t('crud:import.help.rules')],
        rows: cols.map((c) => [templateHeader(c), c.name, describe(c, choices.get(c.name)?.labels)]),
      },
      invalidChoice: { title: t('crud:import.help.invalidTitle'), message: t('crud:import.help.invalidChoice') },
    };
    return writeTemplate(template);
  };

  const describe = (c: ImportColumn, labels: string[] | undefined): string => {
    const parts = [t(c.required ? 'crud:import.help.required' : 'crud:import.help.optional')];
    parts.push(t(`crud:import.kinds.${c.kind}`, { defaultValue: t('crud:import.kinds.text') }));
    if (c.min !== undefined) parts.push(t('crud:import.help.min', { min: c.min }));
    if (c.max !== undefined) parts.push(t('crud:import.help.max', { max: c.max }));
    if (c.maxLength !== undefined) parts.push(t('crud:import.help.maxLength', { max: c.maxLength }));
    if (c.unique) parts.push(t('crud:import.help.unique'));
    if (labels && labels.length > 0)
      parts.push(
        t(c.multiple ? 'crud:import.help.choicesMultiple' : 'crud:import.help.choices', { labels: labels.join('、') }),
      );
    return parts.join('；');
  };

  const downloadTemplate = async () => {
    saveFile(await book(columns), t('crud:import.templateName', { name: listName }));
  };

  const read = async (file: File) => {
    setPhase({ step: 'reading', file: file.name });
    setOnlyErrors(false);
    try {
      const result = await previewImport(resource, file, {
        t: fixed(language),
        ts: languages.map(fixed),
        languages,
        say,
      });
      if (!mounted.current) return;
      if ('failure' in result) setPhase({ step: 'refused', file: file.name, message: result.failure });
      else setPhase({ step: 'checked', file: file.name, preview: result.preview });
    } catch {
      if (mounted.current) setPhase({ step: 'refused', file: file.name, message: t('crud:import.read.notXlsx') });
    }
  };

  const validRows = (preview: ImportPreview) => preview.rows.filter((row) => row.errors.length === 0);

  const start = async () => {
    if (phase.step !== 'checked' || phase.validating) return;
    const { preview, file } = phase;
    const abort = new AbortController();
    controller.current = abort;
    let rows = validRows(preview);
    const unknownFailure = t('crud:import.errors.unknown');
    // `POST valid` (the form's server check) before anything is saved; with "update existing" the
    // record's own save checks, since a key that exists is what that mode updates.
    const { valid } = resource.api;
    if (valid && !updateExisting && resource.fields.some((f) => f.unique)) {
      setPhase({ ...phase, validating: { done: 0, total: rows.length } });
      const refusals = await validateRows(
        rows,
        (record, options) => valid(record as Partial<T>, options),
        abort.signal,
        (done) => mounted.current && setPhase({ ...phase, validating: { done, total: rows.length } }),
        unknownFailure,
      );
      if (!mounted.current || abort.signal.aborted) return;
      if (refusals.size > 0) {
        const checked: ImportPreview = {
          ...preview,
          rows: preview.rows.map((row) => {
            const refusal = refusals.get(row.rowNumber);
            return refusal
              ? { ...row, errors: [...row.errors, { row: row.rowNumber, field: '', column: '', message: refusal }] }
              : row;
          }),
        };
        setPhase({ step: 'checked', file, preview: checked });
        return;
      }
      rows = validRows(preview);
    }
    const outcomes = new Map<number, RowOutcome>();
    const startedAt = Date.now();
    const total = rows.length;
    setInterrupted(undefined);
    rememberImport(resource.key, { file, total, done: 0, failed: 0, startedAt });
    setPhase({ step: 'importing', file, preview, done: 0, failed: 0, total, outcomes });
    await runImport({
      rows,
      api: resource.api as unknown as Parameters<typeof runImport>[0]['api'],
      idKey: resource.idKey,
      updateBy: updateExisting ? importKey(resource) : undefined,
      signal: abort.signal,
      unknownFailure,
      onRow: (outcome, progress) => {
        outcomes.set(outcome.rowNumber, outcome);
        rememberImport(resource.key, { file, total, done: progress.done, failed: progress.failed, startedAt });
        if (mounted.current)
          setPhase({
            step: 'importing',
            file,
            preview,
            done: progress.done,
            failed: progress.failed,
            total,
            outcomes,
            canceled: abort.signal.aborted,
          });
      },
    });
    const saved = [...outcomes.values()].some((o) => o.result !== 'failed');
    if (saved) onImported();
    // The dialog gone in the middle (its tag or the page closed): the note says how far it got.
    if (!mounted.current) return;
    forgetImport(resource.key);
    const failed = [...outcomes.values()].filter((o) => o.result === 'failed').length;
    setPhase({
      step: 'done',
      file,
      preview,
      done: outcomes.size,
      failed,
      total,
      outcomes,
      canceled: abort.signal.aborted,
    });
  };

  const cancel = () => {
    controller.current?.abort();
    if (phase.step === 'importing') setPhase({ ...phase, canceled: true });
  };

  const failedRows = async () => {
    if (phase.step !== 'done') return;
    const errors = new Map<number, string>();
    for (const row of phase.preview.rows) {
      const outcome = phase.outcomes.get(row.rowNumber);
      if (row.errors.length > 0)
        errors.set(
          row.rowNumber,
          row.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join('; '),
        );
      else if (outcome?.result === 'failed') errors.set(row.rowNumber, outcome.message);
      else if (!outcome) errors.set(row.rowNumber, t('crud:import.result.notDone'));
    }
    const rows = phase.preview.rows.filter((row) => errors.has(row.rowNumber));
    saveFile(await book(phase.preview.columns, rows, errors), t('crud:import.failedName', { name: listName }));
  };

  const preview =
    phase.step === 'checked' || phase.step === 'importing' || phase.step === 'done' ? phase.preview : undefined;
  const outcomes = phase.step === 'importing' || phase.step === 'done' ? phase.outcomes : undefined;
  const withErrors = preview ? preview.rows.filter((row) => row.errors.length > 0).length : 0;
  const importable = preview ? preview.rows.length - withErrors : 0;
  const busy =
    phase.step === 'reading' || phase.step === 'importing' || (phase.step === 'checked' && Boolean(phase.validating));

  const tableColumns: ColumnsType<PreviewRow> = [
    { key: 'row', title: t('crud:import.preview.row'), dataIndex: 'rowNumber', width: 72, fixed: 'left' },
    {
      key: 'state',
      title: t('crud:import.preview.state'),
      width: 100,
      render: (_, row) => {
        const outcome = outcomes?.get(row.rowNumber);
        if (outcome) {
          const color = outcome.result === 'failed' ? 'error' : 'success';
          return <Tag color={color}>{t(`crud:import.result.${outcome.result}`)}</Tag>;
        }
        if (row.errors.length > 0) return <Tag color="error">{t('crud:import.preview.invalid')}</Tag>;
        // A row the cancelled import never sent is no longer waiting to be imported.
        if (phase.step === 'done' && phase.canceled) return <Tag>{t('crud:import.result.notSent')}</Tag>;
        return <Tag color="success">{t('crud:import.preview.valid')}</Tag>;
      },
    },
    ...(preview?.present ?? []).map((c) => ({
      key: c.name,
      title: c.label,
      width: 140,
      ellipsis: true,
      // A password read from the sheet is sent, never shown.
      render: (_: unknown, row: PreviewRow) => {
        const shown = cellShown(row.cells[c.name]);
        return c.kind === 'password' && shown !== '' ? PASSWORD_MASK : shown;
      },
    })),
    {
      key: 'errors',
      title: t('crud:import.preview.errors'),
      width: 320,
      // Kept in view: a sheet of many columns (the users') would push the reasons off to the right.
      fixed: 'right',
      render: (_, row) => {
        const outcome = outcomes?.get(row.rowNumber);
        const messages = row.errors.map((e) =>
          e.column
            ? t('crud:import.preview.cellError', { row: e.row, column: e.column, message: e.message })
            : t('crud:import.preview.rowError', { row: e.row, message: e.message }),
        );
        if (outcome?.result === 'failed')
          messages.push(t('crud:import.preview.rowError', { row: row.rowNumber, message: outcome.message }));
        return messages.length > 0 ? (
          <ul className={styles.importErrors}>
            {messages.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        ) : null;
      },
    },
  ];

  const shownRows = preview ? (onlyErrors ? preview.rows.filter((row) => row.errors.length > 0) : preview.rows) : [];

  const footer = (
    <Space wrap>
      {phase.step === 'importing' && (
        <Button danger onClick={cancel} disabled={phase.canceled} loading={phase.canceled}>
          {t('crud:import.cancelImport')}
        </Button>
      )}
      {phase.step === 'checked' && phase.validating && (
        <Button onClick={cancel}>{t('crud:import.cancelImport')}</Button>
      )}
      {phase.step === 'done' && (phase.failed > 0 || withErrors > 0 || phase.canceled) && (
        <Button icon={<DownloadOutlined />} onClick={() => void failedRows()}>
          {t('crud:import.downloadFailed')}
        </Button>
      )}
      <Button onClick={onClose} disabled={phase.step === 'importing'}>
        {t('crud:actions.close')}
      </Button>
      {phase.step === 'checked' && (
        <Button
          type="primary"
          disabled={importable === 0 || Boolean(phase.validating)}
          loading={Boolean(phase.validating)}
          onClick={() => void start()}
        >
          {t('crud:import.start', { count: importable })}
        </Button>
      )}
    </Space>
  );

  return (
    <Modal
      {...overlay}
      open
      title={t('crud:import.title', { name: listName })}
      width={1000}
      footer={footer}
      onCancel={phase.step === 'importing' ? cancel : onClose}
      closable={phase.step !== 'importing'}
      keyboard={phase.step !== 'importing'}
      mask={{ closable: false }}
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
    >
      {loadFailed ? (
        <Alert type="error" showIcon role="alert" title={t('crud:import.loadFailed')} />
      ) : !ready ? (
        <Spin />
      ) : (
        <div className={styles.importBody}>
          {interrupted && (
            <Alert
              type="warning"
              showIcon
              role="status"
              title={t('crud:import.interrupted', {
                file: interrupted.file,
                time: formatTime(new Date(interrupted.startedAt), 'YYYY-MM-DD HH:mm:ss'),
                done: interrupted.done,
                total: interrupted.total,
                failed: interrupted.failed,
              })}
              closable={{ onClose: () => forgetImport(resource.key), 'aria-label': t('crud:actions.close') }}
            />
          )}
          <Space wrap className={styles.importTools}>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()} disabled={busy}>
              {t('crud:import.template')}
            </Button>
            <Checkbox
              checked={updateExisting}
              disabled={busy || phase.step === 'done'}
              onChange={(e) => setUpdateExisting(e.target.checked)}
            >
              {t('crud:import.updateExisting', { key: t(`${resource.key}:fields.${importKey(resource)}`) })}
            </Checkbox>
          </Space>
          {phase.step !== 'importing' && phase.step !== 'done' && (
            <Upload.Dragger
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                void read(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('crud:import.drop')}</p>
              <p className="ant-upload-hint">{t('crud:import.hint', { limit: IMPORT_ROW_LIMIT })}</p>
            </Upload.Dragger>
          )}
          {phase.step === 'reading' && (
            <div role="status">
              <Spin /> {t('crud:import.reading', { file: phase.file })}
            </div>
          )}
          {phase.step === 'refused' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('crud:import.refused', { file: phase.file })}
              description={phase.message}
            />
          )}
          {preview && preview.merges.length > 0 && (
            <Alert type="info" showIcon title={t('crud:import.merged', { ranges: preview.merges.join(', ') })} />
          )}
          {phase.step === 'checked' && phase.validating && (
            <div role="status">
              {t('crud:import.validating', { done: phase.validating.done, total: phase.validating.total })}
            </div>
          )}
          {(phase.step === 'importing' || phase.step === 'done') && (
            <div className={styles.importProgress}>
              <Progress
                percent={phase.total > 0 ? Math.floor((phase.done / phase.total) * 100) : 100}
                status={phase.step === 'done' ? (phase.failed > 0 ? 'exception' : 'success') : 'active'}
                aria-label={t('crud:import.progressName')}
              />
              <Typography.Text role="status">
                {t(phase.step === 'done' ? 'crud:import.finished' : 'crud:import.progress', {
                  done: phase.done,
                  total: phase.total,
                  failed: phase.failed,
                  created: [...phase.outcomes.values()].filter((o) => o.result === 'created').length,
                  updated: [...phase.outcomes.values()].filter((o) => o.result === 'updated').length,
                })}
                {phase.step === 'importing' && phase.canceled ? ` ${t('crud:import.stopping')}` : ''}
                {phase.step === 'done' && phase.canceled
                  ? ` ${t('crud:import.canceled', { count: phase.total - phase.done })}`
                  : ''}
              </Typography.Text>
            </div>
          )}
          {preview && (
            <>
              <Space wrap className={styles.importTools}>
                <Typography.Text role={phase.step === 'checked' ? 'status' : undefined}>
                  {t('crud:import.summary', {
                    file: phase.step === 'pick' ? '' : phase.file,
                    count: preview.rows.length,
                    total: preview.rows.length,
                    valid: importable,
                    invalid: withErrors,
                  })}
                </Typography.Text>
                <Switch
                  checked={onlyErrors}
                  onChange={setOnlyErrors}
                  aria-label={t('crud:import.onlyErrors')}
                  disabled={withErrors === 0}
                />
                <span aria-hidden>{t('crud:import.onlyErrors')}</span>
              </Space>
              <Table<PreviewRow>
                size="small"
                rowKey="rowNumber"
                columns={tableColumns}
                dataSource={shownRows}
                pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
