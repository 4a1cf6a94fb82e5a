import { instrumentVersionApi } from '@/api/modules/wms/instrument-version';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { loadWeightInstruments } from '../weightInstrument/weightInstrument.resource';
import { catalogueTail, idField } from '../wms-common/catalogue-fields';

/**
 * Instrument versions: hardware and firmware of a weight instrument, its legally relevant
 * software id (OIML R76) and release; saving one as the latest clears the mark on the others.
 */
export const instrumentVersionResource = defineResource({
  key: 'instrumentVersion',
  api: instrumentVersionApi,
  idKey: 'id',
  nameField: 'fwVersion',
  permission: 'wms:InstrumentVersion',
  import: true,
  fields: [
    idField,
    {
      name: 'instrumentId',
      kind: 'select',
      options: loadWeightInstruments,
      required: true,
      search: true,
      list: false,
      form: { span: 24 },
    },
    { name: 'instrumentModel', form: false, list: { nowrap: true } },
    { name: 'hwVersion', form: { maxLength: 20 }, list: { nowrap: true } },
    {
      name: 'fwVersion',
      required: true,
      search: true,
      rules: [
        { pattern: /^[A-Za-z]?\d+(\.\d+){1,3}$/, message: <I18nText k="instrumentVersion:validation.fwVersion" /> },
      ],
      form: { maxLength: 20 },
      list: { nowrap: true },
    },
    { name: 'legalSoftwareId', form: { maxLength: 32 }, list: { nowrap: true } },
    { name: 'releaseDate', kind: 'date', list: { width: 120 } },
    { name: 'isLatest', kind: 'switch', defaultValue: false },
    { name: 'changelog', kind: 'textarea', list: { ellipsis: true }, form: { maxLength: 500, span: 24 } },
    ...catalogueTail,
  ],
});
