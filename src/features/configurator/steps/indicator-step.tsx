import { Alert, Button, Col, Form, Input, Row, Select, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newMeterApi, type NewMeter } from '@/api/modules/wms/new-meter';
import { ApiError } from '@/api/types';
import { checkCompatibility, type CompatibilityResult } from '@/lib/weighing/compatibility';
import { meterPickOf } from '../catalogue';
import { baseInputOf, fullInputOf } from '../check-input';
import { CheckTable, toShownChecks, useCheckSentence, type ShownCheck } from '../check-table';
import { NumberField, useProblem } from '../fields';
import { formatNumber } from '../format';
import { useLoad } from '../use-load';
import type { StepProps } from './application-step';
import styles from '../configurator.module.css';

/** Checks that involve the indicator or the junction box. */
const INDICATOR_CODES = new Set(['C01', 'C02', 'C05', 'C09', 'C10', 'C11', 'C12']);

interface MeterRow {
  meter: NewMeter;
  result?: CompatibilityResult;
  /** Its failing indicator checks, and whether none of them is an error. */
  failing: ShownCheck[];
  fits?: boolean;
}

/** Step 4: the indicator (new meter) and junction box, each meter checked with the chosen cell. */
export function IndicatorStep({ draft, update, problems }: StepProps) {
  const { t, i18n } = useTranslation('configurator');
  const lang = i18n.language;
  const problem = useProblem(problems);
  const sentence = useCheckSentence();
  const [lookup, setLookup] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const digital = draft.cell?.lc.digital === true;
  const signalType = digital ? 'DIGITAL' : 'ANALOG';
  const cells = draft.cellCount ?? undefined;

  const indicators = useLoad('yb', (signal) => newMeterApi.selMeterYb({ signal }));
  const fitting = useLoad(`fit:${signalType}:${cells ?? ''}`, (signal) =>
    newMeterApi.selMeter({ signalType, cellCount: cells }, { signal }),
  );
  const latest = useLoad(`latest:${signalType}:${draft.accuracyClass}`, (signal) =>
    newMeterApi.lastModel(
      { category: digital ? 'DIGITAL_YB' : 'ANALOG_YB', accuracyClass: draft.accuracyClass },
      { signal },
    ),
  );
  const [search, setSearch] = useState('');

  const base = baseInputOf(draft);
  const rows = useMemo((): MeterRow[] => {
    const list = (fitting.data ?? []).filter((m) => typeof m.id === 'number');
    const checked = list.map((meter): MeterRow => {
      const result =
        base && draft.cell
          ? checkCompatibility({ ...base, ind: meterPickOf(meter).ind, lc: draft.cell.lc })
          : undefined;
      const failing = toShownChecks(result?.checks).filter(
        (c) => !c.pass && c.severity !== 'info' && INDICATOR_CODES.has(c.code),
      );
      return { meter, result, failing, fits: result ? failing.every((c) => c.severity !== 'error') : undefined };
    });
    // Meters that fit first, then by model.
    return checked.sort(
      (a, b) =>
        Number(b.fits === true) - Number(a.fits === true) || String(a.meter.model).localeCompare(String(b.meter.model)),
    );
  }, [fitting.data, base, draft.cell]);
  const needle = search.trim().toUpperCase();
  const shown = needle
    ? rows.filter((r) => `${r.meter.model ?? ''} ${r.meter.no ?? ''}`.toUpperCase().includes(needle))
    : rows;

  const choose = (meter: NewMeter) => update({ meter: meterPickOf(meter) });
  const chooseById = async (id: number) => {
    const known = (fitting.data ?? []).find((m) => m.id === id);
    if (known) return choose(known);
    setLookup({ busy: true });
    try {
      choose(await newMeterApi.get(id));
      setLookup({ busy: false });
    } catch {
      setLookup({ busy: false });
    }
  };
  const findByNo = async (no: string) => {
    const wanted = no.trim();
    if (!wanted) return;
    setLookup({ busy: true });
    try {
      choose(await newMeterApi.getByNo(wanted, { silent: true }));
      setLookup({ busy: false });
    } catch (error) {
      setLookup({
        busy: false,
        error: error instanceof ApiError ? error.message : t('indicator.notFound', { no: wanted }),
      });
    }
  };

  const input = fullInputOf(draft);
  const result = input && draft.meter ? checkCompatibility(input) : undefined;
  const figure = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, lang));
  const columns: TableColumnsType<MeterRow> = [
    {
      title: t('indicator.model'),
      key: 'model',
      render: (_, r) => <span className={styles.code}>{r.meter.model}</span>,
    },
    {
      title: t('indicator.no'),
      key: 'no',
      width: 130,
      render: (_, r) => <span className={styles.code}>{r.meter.no}</span>,
    },
    { title: t('indicator.name'), key: 'name', ellipsis: true, render: (_, r) => r.meter.name },
    { title: t('indicator.class'), key: 'class', width: 70, render: (_, r) => r.meter.accuracyClass },
    {
      title: 'n_ind',
      key: 'nind',
      width: 90,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{figure(r.meter.nind)}</span>,
    },
    {
      title: `${t('indicator.uExc')} (V)`,
      key: 'uexc',
      width: 100,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{figure(r.meter.uExc)}</span>,
    },
    {
      title: `${t('indicator.duMin')} (µV/e)`,
      key: 'du',
      width: 120,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{figure(r.meter.duMin)}</span>,
    },
    {
      title: t('indicator.maxCells'),
      key: 'cells',
      width: 90,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{figure(r.meter.maxCells)}</span>,
    },
    {
      title: t('indicator.fit'),
      key: 'fits',
      width: 110,
      render: (_, r) =>
        r.fits === undefined ? (
          '—'
        ) : (
          <Tag color={r.fits ? 'success' : 'error'}>{t(r.fits ? 'indicator.fits' : 'indicator.misfits')}</Tag>
        ),
    },
    {
      title: t('cell.failing'),
      key: 'failing',
      width: 130,
      render: (_, r) =>
        r.failing.map((c) => (
          <Tooltip key={c.key} title={sentence(c)}>
            <Tag color={c.severity === 'error' ? 'error' : 'warning'}>{c.code}</Tag>
          </Tooltip>
        )),
    },
  ];

  const newest = latest.data;
  return (
    <Form layout="vertical" className={styles.form}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('indicator.pick')} htmlFor="configurator-meter" required {...problem('meter')}>
            <Select<number>
              id="configurator-meter"
              showSearch={{ optionFilterProp: 'label' }}
              value={draft.meter?.id}
              loading={indicators.loading || lookup.busy}
              placeholder={t('indicator.pickPlaceholder')}
              options={(indicators.data ?? []).map((o) => ({ value: Number(o.value), label: o.label }))}
              onChange={(id) => void chooseById(id)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('indicator.byNo')}
            htmlFor="configurator-meter-no"
            {...(lookup.error ? { validateStatus: 'error' as const, help: lookup.error } : {})}
          >
            <Input.Search
              id="configurator-meter-no"
              placeholder="YB-2024-0012"
              enterButton={t('indicator.find')}
              loading={lookup.busy}
              onChange={() => lookup.error && setLookup({ busy: false })}
              onSearch={(no) => void findByNo(no)}
            />
          </Form.Item>
        </Col>
      </Row>
      {newest && typeof newest.id === 'number' && (
        <Alert
          type="info"
          showIcon
          className={styles.block}
          title={t('indicator.latest', { model: newest.model, date: newest.releaseDate ?? '' })}
          action={
            draft.meter?.id === newest.id ? undefined : (
              <Button size="small" onClick={() => choose(newest)}>
                {t('indicator.useLatest')}
              </Button>
            )
          }
        />
      )}
      <Input.Search
        allowClear
        className={styles.filters}
        aria-label={t('cell.search')}
        placeholder={t('cell.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ width: 220 }}
      />
      <Table<MeterRow>
        size="small"
        data-testid="meters"
        rowKey={(r) => String(r.meter.id)}
        columns={columns}
        dataSource={shown}
        loading={fitting.loading}
        scroll={{ x: 1150 }}
        title={() => t('indicator.fitting', { count: cells ?? 0, signal: t(`indicator.signal.${signalType}`) })}
        pagination={{ pageSize: 6, showSizeChanger: false, size: 'small' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: draft.meter ? [String(draft.meter.id)] : [],
          onChange: (_, picked) => picked[0] && choose(picked[0].meter),
          getCheckboxProps: (r) => ({
            'aria-label': t('common:a11y.selectRow', { name: r.meter.model ?? r.meter.no ?? '' }),
          }),
        }}
        onRow={(r) => ({ onClick: () => choose(r.meter), className: styles.clickable })}
      />
      <Row gutter={16} className={styles.block}>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.junctionBox')} extra={t('fields.junctionBoxHelp')}>
            <Switch
              aria-label={t('fields.junctionBox')}
              checked={draft.junctionBox}
              onChange={(junctionBox) => update({ junctionBox })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <NumberField
            label={t('fields.pCon')}
            field="pCon"
            step={0.05}
            value={draft.pCon}
            onChange={(pCon) => update({ pCon })}
            extra={t('fields.pConHelp')}
            required
            problems={problems}
          />
        </Col>
      </Row>
      {draft.meter && result && (
        <>
          {draft.meter.assumed.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className={styles.block}
              title={t('indicator.assumed', { figures: draft.meter.assumed.join(', ') })}
            />
          )}
          <CheckTable
            testId="indicator-checks"
            checks={toShownChecks(result.checks).filter((c) => INDICATOR_CODES.has(c.code))}
            caption={t('indicator.checksOf', { model: draft.meter.model, cell: draft.cell?.model ?? '' })}
          />
        </>
      )}
    </Form>
  );
}
