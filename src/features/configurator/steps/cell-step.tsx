import { Alert, Button, Checkbox, Empty, Input, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modularApi, type ModularOption } from '@/api/modules/wms/modular';
import { sensorApi, type Sensor } from '@/api/modules/wms/sensor';
import { sensorTypeApi, type SensorType } from '@/api/modules/wms/sensor-types';
import { rankCandidates, type RankedCandidate } from '@/lib/weighing/candidates';
import { checkCompatibility } from '@/lib/weighing/compatibility';
import { APPLICATION_DEFAULTS } from '@/lib/weighing/rules';
import { cellPickOf } from '../catalogue';
import { baseInputOf, fullInputOf } from '../check-input';
import { CheckTable, toShownChecks, useCheckSentence } from '../check-table';
import type { CellPick } from '../draft';
import { useProblem } from '../fields';
import { formatNumber } from '../format';
import { useLoad } from '../use-load';
import { VerdictTag } from '../verdict';
import type { StepProps } from './application-step';
import styles from '../configurator.module.css';

interface CellItem {
  key: string;
  pick: CellPick;
  typeName: string;
  /** Weigh modules: safe load, %. */
  safeLoad?: number;
}

const typeNameOf = (type: SensorType | undefined, language: string) =>
  (language.startsWith('zh') ? type?.nameZh : type?.nameEn) ?? type?.nameZh ?? type?.code ?? '';

/** Step 3: every catalogue cell (or weigh module) checked against the scale, ranked, one picked. */
export function CellStep({ draft, update, problems }: StepProps) {
  const { t, i18n } = useTranslation('configurator');
  const lang = i18n.language;
  const problem = useProblem(problems);
  const sentence = useCheckSentence();
  const defaults = APPLICATION_DEFAULTS[draft.applicationType];
  const [search, setSearch] = useState('');

  const types = useLoad('types', (signal) => sensorTypeApi.page({ page: 1, limit: 100 }, { signal }));
  // `sensor options/{type}` returns only { label: model, value: id }; ranking needs Emax, class, nLC, Y, C, RLC: read the page.
  const sensors = useLoad('sensors', (signal) => sensorApi.page({ page: 1, limit: 1000, status: '0' }, { signal }));
  // Hanging hoppers may use tension modules; vessels stand on compression ones.
  const loadMode = draft.applicationType === 'HOPPER' ? undefined : 'COMPRESSION';
  const modules = useLoad(defaults.modules ? `modules:${loadMode ?? 'any'}` : undefined, (signal) =>
    modularApi.selDataOptions(loadMode ? { loadMode } : {}, { signal }),
  );

  const typeById = useMemo(
    () => new Map((types.data?.list ?? []).map((type) => [Number(type.id), type])),
    [types.data],
  );
  const items = useMemo((): CellItem[] => {
    const list = sensors.data?.list ?? [];
    const typeOf = (s: Sensor) => typeById.get(Number(s.sensorTypeId));
    if (defaults.modules) {
      const byId = new Map(list.map((s) => [Number(s.id), s]));
      return (modules.data ?? []).flatMap((m: ModularOption): CellItem[] => {
        const sensor = m.sensorId === undefined ? undefined : byId.get(m.sensorId);
        if (!sensor || typeof sensor.emax !== 'number') return [];
        return [
          {
            key: `m${m.value}`,
            pick: cellPickOf(sensor, typeOf(sensor)?.code, m),
            typeName: typeNameOf(typeOf(sensor), lang),
            safeLoad: m.safeLoad,
          },
        ];
      });
    }
    return list
      .filter((s) => typeof s.emax === 'number' && s.emax > 0)
      .filter((s) => draft.cellTypes.length === 0 || draft.cellTypes.includes(typeOf(s)?.code ?? ''))
      .map((s) => ({
        key: `s${String(s.id)}`,
        pick: cellPickOf(s, typeOf(s)?.code),
        typeName: typeNameOf(typeOf(s), lang),
      }));
  }, [sensors.data, modules.data, typeById, defaults.modules, draft.cellTypes, lang]);

  const base = baseInputOf(draft);
  const ranked = useMemo(
    () =>
      base
        ? rankCandidates(
            base,
            items.map((item) => ({ item, lc: item.pick.lc })),
          )
        : [],
    [base, items],
  );
  const needle = search.trim().toUpperCase();
  const shown = ranked.filter(
    (r) =>
      (!draft.onlyLegal || r.result.legal) &&
      (!needle || `${r.item.pick.model} ${r.item.pick.sensorModel ?? ''}`.toUpperCase().includes(needle)),
  );

  const selectedKey = draft.cell ? (draft.cell.modularId ? `m${draft.cell.modularId}` : `s${draft.cell.sensorId}`) : '';
  const choose = (item: CellItem) =>
    update((d) => {
      const sameModule = d.cell?.modularId === item.pick.modularId;
      return {
        ...d,
        cell: item.pick,
        ...(sameModule
          ? {}
          : { wovenId: undefined, stabilizerId: undefined, overPlateId: undefined, accessoriesOf: undefined }),
      };
    });

  const input = fullInputOf(draft);
  const result = input ? checkCompatibility(input) : undefined;
  const kg = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, lang));

  const columns: TableColumnsType<RankedCandidate<CellItem>> = [
    {
      title: defaults.modules ? t('cell.module') : t('cell.model'),
      key: 'model',
      render: (_, r) => (
        <span className={styles.code}>
          {r.item.pick.model}
          {r.item.pick.sensorModel && <span className={styles.sub}>{r.item.pick.sensorModel}</span>}
        </span>
      ),
    },
    { title: t('cell.type'), key: 'type', width: 130, render: (_, r) => r.item.typeName },
    {
      title: `${t('cell.emax')} (kg)`,
      key: 'emax',
      width: 110,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{kg(r.lc.Emax)}</span>,
    },
    { title: t('cell.class'), key: 'class', width: 70, render: (_, r) => r.item.pick.classLabel },
    defaults.modules
      ? {
          title: `${t('cell.safeLoad')} (%)`,
          key: 'safe',
          width: 110,
          align: 'right',
          render: (_, r) => <span className={styles.figure}>{kg(r.item.safeLoad)}</span>,
        }
      : {
          title: 'Y',
          key: 'y',
          width: 90,
          align: 'right',
          render: (_, r) => <span className={styles.figure}>{kg(r.lc.Y)}</span>,
        },
    {
      title: `${t('cell.output')} (mV/V)`,
      key: 'c',
      width: 100,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{r.lc.digital ? t('cell.digital') : kg(r.lc.C)}</span>,
    },
    {
      title: `${t('cell.utilisation')} (%)`,
      key: 'util',
      width: 100,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{formatNumber(r.result.utilisation * 100, lang, 1)}</span>,
    },
    {
      title: `${t('cell.finestE')} (kg)`,
      key: 'finest',
      width: 110,
      align: 'right',
      render: (_, r) => <span className={styles.figure}>{kg(r.result.finestE)}</span>,
    },
    { title: t('cell.verdict'), key: 'verdict', width: 150, render: (_, r) => <VerdictTag verdict={r.result} /> },
    {
      title: t('cell.failing'),
      key: 'failing',
      width: 150,
      render: (_, r) =>
        toShownChecks(r.result.checks)
          .filter((c) => !c.pass && c.severity !== 'info')
          .map((c) => (
            <Tooltip key={c.key} title={sentence(c)}>
              <Tag color={c.severity === 'error' ? 'error' : 'warning'}>{c.code}</Tag>
            </Tooltip>
          )),
    },
  ];

  const loading = sensors.loading || types.loading || modules.loading;
  // The catalogue is read one page at a time: when it holds more cells than were read, say so rather
  // than rank part of it as if it were all.
  const readCells = sensors.data?.list.length ?? 0;
  const catalogueCells = sensors.data?.total ?? 0;
  return (
    <div className={styles.form}>
      {catalogueCells > readCells && (
        <Alert
          type="warning"
          showIcon
          className={styles.block}
          data-testid="cells-truncated"
          title={t('cell.truncated', { shown: readCells, total: catalogueCells })}
        />
      )}
      <div className={styles.demand} data-testid="demand">
        {base ? (
          <>
            <span>
              {t('cell.demand.loadPerCell', {
                kg: kg(
                  ((base.inst.Max + base.inst.DL + base.inst.IZSR + base.inst.NUD + base.inst.T) * base.inst.R) /
                    base.inst.N,
                ),
              })}
            </span>
            {base.SF !== undefined && (
              <span>
                {t('cell.demand.sf', {
                  sf: base.SF,
                  kg: kg(((base.inst.Max + base.inst.DL) * base.inst.R * base.SF) / base.inst.N),
                })}
              </span>
            )}
            {base.K !== undefined && (
              <span>
                {t('cell.demand.k', {
                  kg: kg(
                    (base.K.reduce((a, k) => a * k, 1) * (base.inst.Max + base.inst.DL) * base.inst.R) / base.inst.N,
                  ),
                })}
              </span>
            )}
          </>
        ) : (
          <span>{t('cell.incomplete')}</span>
        )}
      </div>
      {!draft.meter && <Alert type="info" showIcon className={styles.block} title={t('cell.referenceIndicator')} />}
      <Space wrap className={styles.filters}>
        {!defaults.modules && (
          <Checkbox.Group
            aria-label={t('cell.types')}
            value={draft.cellTypes}
            onChange={(cellTypes) => update({ cellTypes: cellTypes.map(String) })}
            options={(types.data?.list ?? []).map((type) => ({
              value: type.code ?? '',
              label: typeNameOf(type, lang),
            }))}
          />
        )}
        <Input.Search
          allowClear
          aria-label={t('cell.search')}
          placeholder={t('cell.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 220 }}
        />
        <Space>
          <Switch
            size="small"
            aria-label={t('cell.onlyLegal')}
            checked={draft.onlyLegal}
            onChange={(onlyLegal) => update({ onlyLegal })}
          />
          <span>{t('cell.onlyLegal')}</span>
        </Space>
      </Space>
      {problem('cell').help && <Alert type="error" showIcon className={styles.block} title={problem('cell').help} />}
      <Table<RankedCandidate<CellItem>>
        size="small"
        data-testid="candidates"
        rowKey={(r) => r.item.key}
        columns={columns}
        dataSource={shown}
        loading={loading}
        scroll={{ x: 1150 }}
        pagination={{ pageSize: 8, showSizeChanger: false, size: 'small' }}
        locale={{ emptyText: <Empty description={base ? t('cell.none') : t('cell.incomplete')} /> }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedKey ? [selectedKey] : [],
          onChange: (_, rows) => rows[0] && choose(rows[0].item),
          getCheckboxProps: (r) => ({ 'aria-label': t('common:a11y.selectRow', { name: r.item.pick.model }) }),
        }}
        onRow={(r) => ({ onClick: () => choose(r.item), className: styles.clickable })}
      />
      {draft.cell && result && (
        <div className={styles.block} data-testid="cell-checks">
          {draft.division !== null && result.finestE !== draft.division && Number.isFinite(result.finestE) && (
            <Alert
              type="info"
              showIcon
              className={styles.block}
              title={t('cell.finestOffer', { model: draft.cell.model, e: kg(result.finestE) })}
              action={
                <Button size="small" onClick={() => update({ division: result.finestE })}>
                  {t('cell.useFinest', { e: kg(result.finestE) })}
                </Button>
              }
            />
          )}
          {draft.cell.assumed.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className={styles.block}
              title={t('cell.assumed', { figures: draft.cell.assumed.join(', ') })}
            />
          )}
          <CheckTable checks={toShownChecks(result.checks)} caption={t('cell.checksOf', { model: draft.cell.model })} />
        </div>
      )}
    </div>
  );
}
