import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { specimenApi } from '@/api/modules/wms/specimen';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { useRead } from '@/lib/query/read';

/** Every sample as options (`sampleNo name`), for the sample select of issues and usage records. */
export const loadSpecimens = () => specimenApi.options();

/**
 * A server refusal of a quantity the sample's stock cannot cover: its Chinese message names the
 * stock (\u5e93\u5b58), its English one says "in stock". Shown beside the quantity.
 */
export const STOCK_REFUSAL = /\u5e93\u5b58|in stock/;

/** Under the quantity of an issue or usage record: what the chosen sample has in stock now. */
export function SpecimenStockHint({ ns }: { ns: 'specimenOut' | 'specimenUse' }) {
  const { t } = useTranslation(ns);
  const specimenId: unknown = Form.useWatch('specimenId', Form.useFormInstance());
  const options =
    useRead({
      queryKey: queryKeys.options(resourceOf(specimenApi), { stock: true }),
      ask: (o) => specimenApi.options({ ...o, silent: true }),
    }).data ?? [];
  const chosen = options.find((o) => o.value === Number(specimenId));
  if (!chosen || chosen.stock === undefined) return null;
  return <span>{t('stock', { stock: chosen.stock, unit: chosen.unit ?? '' })}</span>;
}
