import { Alert, Button, Checkbox, Empty, Input, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modularApi, type ModularOption } from '@/api/modules/wms/modular';
import { idList, sensorApi, type Sensor, type SensorQuery } from '@/api/modules/wms/sensor';
import { sensorTypeApi, type SensorType } from '@/api/modules/wms/sensor-types';
import type { PageResult } from '@/api/types';
import { SEARCH_DEBOUNCE_MS } from '@/components/crud';
import { Pagination } from '@/components/list';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { rankCandidates, type RankedCandidate } from '@/lib/weighing/candidates';
import { checkCompatibility, type CompatibilityInput } from '@/lib/weighing/compatibility';
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

/** C06: the load one cell carries, (Max + DL + IZSR⁺ + NUD + T⁺)·R / N, kg. */
const legalLoadPerCell = ({ inst }: Omit<CompatibilityInput, 'lc'>) =>
  ((inst.Max + inst.DL + inst.IZSR + inst.NUD + inst.T) * inst.R) / inst.N;

/** Cells ranked at a time: one page of the server's answer. */
const CELL_PAGE_SIZE = 10;
/** Weigh modules' default cells asked for by id, this many per request. */
const IDS_PER_ASK = 100;
const NO_CELLS: PageResult<Sensor> = { list: [], total: 0 };

/** The cells with these ids, asked for `IDS_PER_ASK` at a time. */
async function cellsById(ids: readonly number[], signal: AbortSignal): Promise<Sensor[]> {
  const asks: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_ASK) asks.push(ids.slice(i, i + IDS_PER_ASK));
  const pages = await Promise.all(
    asks.map((chunk) => sensorApi.page({ ids: idList(chunk), page: 1, limit: chunk.length }, { signal })),
  );
  return pages.flatMap((page) => page.list);
}

/**
 * Step 3: the catalogue cells (or weigh modules) that fit the scale, checked and ranked, one picked.
 * Cells are asked of the server page by page: of the chosen types, able to carry the legal load
 * per cell, smallest Emax first; each page is ranked as it comes, and the pager says how many match.
 */
export function CellStep({ draft, update, problems }: StepProps) {
  const { t, i18n } = useTranslation('configurator');
  const lang = i18n.language;
  const problem = useProblem(problems);
  const sentence = useCheckSentence();
  const defaults = APPLICATION_DEFAULTS[draft.applicationType];
  const [search, setSearch] = useState('');
  const model = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const base = baseInputOf(draft);

  const types = useLoad('types', (signal) => sensorTypeApi.page({ page: 1, limit: 100 }, { signal }));
  const typeById = useMemo(
    () => new Map((types.data?.list ?? []).map((type) => [Number(type.id), type])),
    [types.data],
  );

  // The cells asked for: the chosen types (by id), the legal load per cell, the model typed.
  const typeIds = draft.cellTypes.flatMap((code) => {
    const id = types.data?.list.find((type) => type.code === code)?.id;
    return typeof id === 'number' ? [id] : [];
  });
  const typesKnown = draft.cellTypes.length === 0 || typeIds.length > 0;
  const criteria: SensorQuery | undefined =
    !defaults.modules && base && typesKnown
      ? {
          status: '0',
          sensorTypeIds: idList(typeIds),
          minEmax: Math.floor(legalLoadPerCell(base)),
          model: model || undefined,
          orderBy: 'emax',
          order: 'asc',
        }
      : undefined;
  const criteriaKey = criteria ? JSON.stringify(criteria) : undefined;
  // A page belongs to the criteria it was turned for: new criteria start again at page 1.
  const [paging, setPaging] = useState({ of: '', page: 1, limit: CELL_PAGE_SIZE });
  const page = paging.of === criteriaKey ? paging.page : 1;
  const cellQuery = criteria && { ...criteria, page, limit: paging.limit };
  const sensors = useLoad(cellQuery && JSON.stringify(cellQuery), (signal) =>
    cellQuery ? sensorApi.page(cellQuery, { signal }) : Promise.resolve(NO_CELLS),
  );

  // Hanging hoppers may use tension modules; vessels stand on compression ones.
  const loadMode = draft.applicationType === 'HOPPER' ? undefined : 'COMPRESSION';
  const modules = useLoad(defaults.modules ? `modules:${loadMode ?? 'any'}` : undefined, (signal) =>
    modularApi.selDataOptions(loadMode ? { loadMode } : {}, { signal }),
  );
  // Each module is checked by its default cell's figures: those cells, asked for by id.
  const moduleCellIds = [
    ...new Set((modules.data ?? []).flatMap((m) => (m.sensorId === undefined ? [] : [m.sensorId]))),
  ];
  const moduleCells = useLoad(modules.data ? `module-cells:${moduleCellIds.join(',')}` : undefined, (signal) =>
    cellsById(moduleCellIds, signal),
  );

  const items = useMemo((): CellItem[] => {
    const typeOf = (s: Sensor) => typeById.get(Number(s.sensorTypeId));
    if (defaults.modules) {
      const byId = new Map((moduleCells.data ?? []).map((s) => [Number(s.id), s]));
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
    return (sensors.data?.list ?? [])
      .filter((s) => typeof s.emax === 'number' && s.emax > 0)
      .map((s) => ({
        key: `s${String(s.id)}`,
        pick: cellPickOf(s, typeOf(s)?.code),
        typeName: typeNameOf(typeOf(s), lang),
      }));
  }, [sensors.data, modules.data, moduleCells.data, typeById, defaults.modules, lang]);

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
  // The modules are all at hand and searched here; the cells were searched by the server.
  const needle = defaults.modules ? model.toUpperCase() : '';
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

  const loading = sensors.loading || types.loading || modules.loading || moduleCells.loading;
  // More cells match than this page holds: say how many, and which of them are ranked here.
  const pageCells = sensors.data?.list.length ?? 0;
  const matchingCells = sensors.data?.total ?? 0;
  const first = (page - 1) * paging.limit + 1;
  return (
    <div className={styles.form}>
      <div className={styles.demand} data-testid="demand">
        {base ? (
          <>
            <span>{t('cell.demand.loadPerCell', { kg: kg(legalLoadPerCell(base)) })}</span>
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
      {!defaults.modules && base && matchingCells > pageCells && (
        <Alert
          type="info"
          showIcon
          className={styles.block}
          data-testid="cells-more"
          title={t('cell.more', {
            total: formatNumber(matchingCells, lang),
            kg: kg(legalLoadPerCell(base)),
            from: formatNumber(first, lang),
            to: formatNumber(first + pageCells - 1, lang),
          })}
        />
      )}
      <Table<RankedCandidate<CellItem>>
        size="small"
        data-testid="candidates"
        rowKey={(r) => r.item.key}
        columns={columns}
        dataSource={shown}
        loading={loading}
        scroll={{ x: 1150 }}
        pagination={defaults.modules ? { pageSize: 8, showSizeChanger: false, size: 'small' } : false}
        locale={{ emptyText: <Empty description={base ? t('cell.none') : t('cell.incomplete')} /> }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedKey ? [selectedKey] : [],
          onChange: (_, rows) => rows[0] && choose(rows[0].item),
          getCheckboxProps: (r) => ({ 'aria-label': t('common:a11y.selectRow', { name: r.item.pick.model }) }),
        }}
        onRow={(r) => ({ onClick: () => choose(r.item), className: styles.clickable })}
      />
      {!defaults.modules && criteriaKey && (
        <Pagination
          total={matchingCells}
          page={page}
          limit={paging.limit}
          autoScroll={false}
          onChange={(next, limit) => setPaging({ of: criteriaKey, page: next, limit })}
        />
      )}
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
