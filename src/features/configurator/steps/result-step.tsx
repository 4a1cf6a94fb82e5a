import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modularApi } from '@/api/modules/wms/modular';
import type { CallOptions } from '@/api/resource';
import type { PageResult } from '@/api/types';
import { SearchSelect, type SearchedOptions } from '@/components/crud';
import { selDataApi, type SelectionData } from '@/api/modules/wms/seldata';
import { totalModelApi } from '@/api/modules/wms/total-model';
import type { CompatibilityResult } from '@/lib/weighing/compatibility';
import { useSession } from '@/stores/session';
import { formatTime } from '@/utils/time';
import { CheckTable, toShownChecks } from '../check-table';
import { FREE_OPTIONS } from '../draft';
import { NumberField } from '../fields';
import { formatNumber } from '../format';
import { accessoryNeeds, configurationOf, selectionRecordOf } from '../record';
import { SelectionReport } from '../report/selection-report';
import { useLoad } from '../use-load';
import { VerdictBanner } from '../verdict';
import type { StepProps } from './application-step';
import styles from '../configurator.module.css';

const defaultOf = <T extends { id?: number; defaultStatus?: string }>(rows: readonly T[]) =>
  rows.find((r) => r.defaultStatus === '0')?.id;

/** The model of the part with this id among `rows`, kept in the draft beside the id. */
const modelIn = (rows: readonly { id?: number; model?: string }[] | undefined, id: number | undefined) =>
  id === undefined ? undefined : rows?.find((r) => r.id === id)?.model;

const FULL_WIDTH = { width: '100%' };

interface AssignedPart {
  id?: number;
  model?: string;
  defaultStatus?: string;
}

type AssignedList = (
  query: { modularId: number; model?: string; page: number; limit: number },
  options: CallOptions,
) => Promise<PageResult<AssignedPart>>;

/**
 * A modular's assigned parts of one kind as a picker's choices, searched by model on the server;
 * `models` learns each answered part's model (the draft keeps it beside the id).
 */
function assignedParts(
  list: AssignedList,
  modularId: number,
  label: (part: AssignedPart) => string,
  models: Map<number, string>,
): SearchedOptions {
  return {
    search: async ({ keyword, limit }, options) => {
      const page = await list({ modularId, model: keyword || undefined, page: 1, limit }, options);
      const parts = page.list.filter((part): part is AssignedPart & { id: number } => typeof part.id === 'number');
      for (const part of parts) if (part.model) models.set(part.id, part.model);
      return { total: page.total, list: parts.map((part) => ({ value: part.id, label: label(part) })) };
    },
  };
}

/** Step 5: the verdict, every check, the accessories, the model number; saved from the footer. */
export function ResultStep({ draft, update, problems, result }: StepProps & { result: CompatibilityResult }) {
  const { t, i18n } = useTranslation('configurator');
  const { t: tReport } = useTranslation('report');
  const lang = i18n.language;
  const checks = toShownChecks(result.checks);
  const needs = accessoryNeeds(draft, result);
  const modularId = draft.cell?.modularId;

  // A weigh-module system: its plates, and the default woven line, stabilizer and plate filled in once.
  const parts = useLoad(modularId === undefined ? undefined : `parts:${modularId}`, async (signal) => {
    const id = Number(modularId);
    const query = { modularId: id, page: 1, limit: 50 };
    const [wovens, stabilizers, assignedPlates, ratedPlates] = await Promise.all([
      modularApi.authWoven.allocatedList(query, { signal }),
      modularApi.authStabilizer.allocatedList(query, { signal }),
      modularApi.selPlateLists({ modularId: id }, { signal }),
      modularApi.selPlateOptions({ load: Math.round(result.loadPerCell) }, { signal }),
    ]);
    if (!signal.aborted)
      update((d) =>
        d.accessoriesOf === id || d.cell?.modularId !== id
          ? d
          : {
              ...d,
              accessoriesOf: id,
              wovenId: defaultOf(wovens.list),
              wovenModel: modelIn(wovens.list, defaultOf(wovens.list)),
              stabilizerId: defaultOf(stabilizers.list),
              stabilizerModel: modelIn(stabilizers.list, defaultOf(stabilizers.list)),
              overPlateId: defaultOf(assignedPlates),
              overPlateModel: modelIn(assignedPlates, defaultOf(assignedPlates)),
            },
      );
    return {
      assignedPlates,
      ratedPlates,
      defaults: { woven: defaultOf(wovens.list), stabilizer: defaultOf(stabilizers.list) },
    };
  });

  // Only what the code is built from: typing a remark asks for nothing.
  const { applicationType, maxCapacity, cellCount, deckLength, deckWidth, sensorId, wovenId, stabilizerId } =
    configurationOf(draft, result);
  const { overPlateId, indicatorCode, options } = configurationOf(draft, result);
  const codeFields = {
    applicationType,
    maxCapacity,
    cellCount,
    deckLength,
    deckWidth,
    modularId,
    sensorId,
    wovenId,
    stabilizerId,
    overPlateId,
    indicatorCode,
    options,
  };
  // The reserved number goes along so no second one is reserved; one no longer reserved is replaced.
  const numbersAsked = { ...codeFields, selectionNo: draft.selectionNo };
  const numbers = useLoad(draft.cell && draft.meter ? JSON.stringify(numbersAsked) : undefined, async (signal) => {
    const answer = await selDataApi.model(numbersAsked, { signal });
    if (!signal.aborted && answer.selectionNo && answer.selectionNo !== draft.selectionNo)
      update({ selectionNo: answer.selectionNo });
    return answer;
  });
  const criteria = {
    applicationType: draft.applicationType,
    sensorId: draft.cell?.sensorId,
    cellCount: draft.cellCount ?? undefined,
    maxCapacity: draft.maxCapacity ?? undefined,
  };
  const matching = useLoad(draft.cell ? JSON.stringify(criteria) : undefined, (signal) =>
    totalModelApi.selectionOptions(criteria, { signal }),
  );

  const kg = (value: number | undefined) => (value === undefined ? '—' : `${formatNumber(value, lang)} kg`);
  const labelled = (rows: readonly { id?: number; model?: string; defaultStatus?: string }[]) =>
    rows
      .filter((r) => typeof r.id === 'number')
      .map((r) => ({
        value: Number(r.id),
        label:
          r.defaultStatus === '0' ? t('result.defaultPart', { model: r.model ?? r.id }) : (r.model ?? String(r.id)),
      }));
  // Woven lines and stabilizers: the modular's assigned ones, searched on the server by model.
  const [models] = useState(() => new Map<number, string>());
  const sources = useMemo(() => {
    if (modularId === undefined) return undefined;
    const id = Number(modularId);
    const label = (part: AssignedPart) =>
      part.defaultStatus === '0'
        ? t('result.defaultPart', { model: part.model ?? part.id })
        : (part.model ?? String(part.id));
    return {
      woven: assignedParts((q, o) => modularApi.authWoven.allocatedList(q, o), id, label, models),
      stabilizer: assignedParts((q, o) => modularApi.authStabilizer.allocatedList(q, o), id, label, models),
    };
  }, [modularId, models, t]);
  const modelOf = (id: string | number | undefined) => (typeof id === 'number' ? models.get(id) : undefined);
  /** The picked part as its picker lists it: the modular's default says so. */
  const pickedLabel = (id: number | undefined, model: string | undefined, defaultId: number | undefined) =>
    model !== undefined && id !== undefined && id === defaultId ? t('result.defaultPart', { model }) : model;
  const plateOptions = [
    ...labelled(parts.data?.assignedPlates ?? []),
    ...(parts.data?.ratedPlates ?? [])
      .filter((o) => !(parts.data?.assignedPlates ?? []).some((p) => p.id === o.value))
      .map((o) => ({ value: Number(o.value), label: o.label })),
  ];
  const code = numbers.data?.totalModelNo;

  // The report of the selection as it would be saved now, by the engineer at the keyboard.
  const engineer = useSession((s) => s.user?.name);
  const [report, setReport] = useState<SelectionData | undefined>(undefined);
  const openReport = () =>
    setReport({
      ...selectionRecordOf(draft, result),
      selectionNo: numbers.data?.selectionNo ?? draft.selectionNo,
      totalModelNo: code,
      totalNo: numbers.data?.totalNo,
      createBy: engineer,
      createTime: formatTime(new Date()),
    });

  return (
    <div className={styles.form}>
      <VerdictBanner verdict={result} checks={checks} />
      <Row gutter={16} className={styles.block}>
        <Col xs={24} lg={14}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 2 }}
            title={t('result.figures')}
            items={[
              {
                key: 'cell',
                label: t('result.cell'),
                children: <span className={styles.code}>{draft.cell?.model}</span>,
              },
              {
                key: 'meter',
                label: t('result.meter'),
                children: <span className={styles.code}>{draft.meter?.model}</span>,
              },
              { key: 'n', label: 'n = Max / e', children: formatNumber(result.n, lang, 2) },
              { key: 'load', label: t('result.loadPerCell'), children: kg(result.loadPerCell) },
              { key: 'finest', label: t('result.finestE'), children: kg(result.finestE) },
              {
                key: 'util',
                label: t('result.utilisation'),
                children: `${formatNumber(result.utilisation * 100, lang, 1)} %`,
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={10}>
          <Card
            size="small"
            title={t('result.modelNumber')}
            className={styles.modelCard}
            extra={
              <Button size="small" icon={<FileTextOutlined />} onClick={openReport} data-testid="open-report">
                {tReport('action')}
              </Button>
            }
          >
            {!draft.meter || !draft.cell ? (
              <Typography.Text type="secondary">{t('result.modelPending')}</Typography.Text>
            ) : (
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <Typography.Text
                  strong
                  copyable={code ? { text: code } : false}
                  className={styles.modelCode}
                  data-testid="model-number"
                >
                  {code ?? (numbers.failed ? t('result.modelFailed') : '…')}
                </Typography.Text>
                {numbers.data && (
                  <Typography.Text type="secondary">
                    {t('result.selectionNo', { no: numbers.data.selectionNo })}
                  </Typography.Text>
                )}
                {numbers.data && (
                  <Typography.Text type="secondary">
                    {numbers.data.totalNo
                      ? t('result.existingTotal', { no: numbers.data.totalNo })
                      : t('result.newTotal')}
                  </Typography.Text>
                )}
                {(matching.data ?? []).length > 0 && (
                  <div>
                    <Typography.Text type="secondary">{t('result.matching')}</Typography.Text>
                    <div>
                      {(matching.data ?? []).slice(0, 4).map((o) => (
                        <Tag key={String(o.value)} className={styles.code}>
                          {o.label}
                        </Tag>
                      ))}
                    </div>
                  </div>
                )}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
      <CheckTable checks={checks} caption={t('result.checks')} testId="result-checks" />
      <Form layout="vertical" className={styles.block}>
        <Typography.Title level={5}>{t('result.accessories')}</Typography.Title>
        {needs.map((need) => (
          <Alert
            key={need.key}
            className={styles.block}
            type={need.met ? 'success' : 'warning'}
            showIcon
            data-testid={`need-${need.key}`}
            title={t(`result.need.${need.key}`, { letter: need.letter })}
            description={t(`result.need.${need.key}Text`, {
              kg: kg(result.emptyWindward === undefined ? undefined : -result.emptyWindward),
            })}
          />
        ))}
        {modularId !== undefined && (
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('result.woven')} htmlFor="configurator-woven">
                {sources && (
                  <SearchSelect
                    id="configurator-woven"
                    style={FULL_WIDTH}
                    source={sources.woven}
                    value={draft.wovenId}
                    valueLabel={pickedLabel(draft.wovenId, draft.wovenModel, parts.data?.defaults.woven)}
                    onChange={(wovenId) =>
                      update({
                        wovenId: typeof wovenId === 'number' ? wovenId : undefined,
                        wovenModel: modelOf(wovenId),
                      })
                    }
                  />
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('result.stabilizer')} htmlFor="configurator-stabilizer">
                {sources && (
                  <SearchSelect
                    id="configurator-stabilizer"
                    style={FULL_WIDTH}
                    source={sources.stabilizer}
                    value={draft.stabilizerId}
                    valueLabel={pickedLabel(draft.stabilizerId, draft.stabilizerModel, parts.data?.defaults.stabilizer)}
                    onChange={(stabilizerId) =>
                      update({
                        stabilizerId: typeof stabilizerId === 'number' ? stabilizerId : undefined,
                        stabilizerModel: modelOf(stabilizerId),
                      })
                    }
                  />
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('result.overPlate')} htmlFor="configurator-plate">
                <Select<number>
                  id="configurator-plate"
                  allowClear
                  loading={parts.loading}
                  value={draft.overPlateId}
                  onChange={(overPlateId) =>
                    update({
                      overPlateId,
                      overPlateModel:
                        modelIn(parts.data?.assignedPlates, overPlateId) ??
                        parts.data?.ratedPlates.find((o) => Number(o.value) === overPlateId)?.label,
                    })
                  }
                  options={plateOptions}
                />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item label={t('result.options')}>
          <Checkbox.Group
            value={draft.options}
            onChange={(options) => update({ options: options.map(String) })}
            options={FREE_OPTIONS.map((letter) => ({ value: letter, label: `${letter} · ${t(`options.${letter}`)}` }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <NumberField
              label={t('fields.quantity')}
              field="quantity"
              value={draft.quantity}
              onChange={(quantity) => update({ quantity })}
              required
              problems={problems}
            />
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('fields.state')}>
              <Radio.Group
                value={draft.state}
                onChange={(e) => update({ state: e.target.value })}
                options={[
                  { value: 'DRAFT', label: t('states.DRAFT') },
                  { value: 'CONFIRMED', label: t('states.CONFIRMED') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('fields.remark')} htmlFor="configurator-remark">
              <Input
                id="configurator-remark"
                maxLength={200}
                value={draft.remark}
                onChange={(e) => update({ remark: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {report && <SelectionReport selection={report} saved={false} onClose={() => setReport(undefined)} />}
    </div>
  );
}
