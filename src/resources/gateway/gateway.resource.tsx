import { gatewayApi } from '@/api/modules/device/gateway';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { gatewayTypeOptions, linkOptions } from '@/features/device/constants';
import { GatewayOnlineState } from '@/features/device/online-state';

export const GATEWAY_IDENTIFIER = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * Gateways: name, model, identifier (serial or IMEI, unique, fixed once created), link,
 * picture, type, enable/disable; the online state comes from the gateway's broker session.
 */
export const gatewayResource = defineResource({
  key: 'gateway',
  api: gatewayApi,
  idKey: 'id',
  nameField: 'name',
  permission: 'device:gateway',
  formWidth: 680,
  fields: [
    { name: 'id', form: false, list: { width: 70, hidden: true } },
    { name: 'image', kind: 'image', image: { fileClass: 'product' }, form: { span: 24 }, list: { width: 70 } },
    { name: 'name', search: true, required: true, form: { maxLength: 64 }, list: { ellipsis: true, width: 200 } },
    {
      name: 'identifier',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 64, onEdit: 'disabled' },
      rules: [{ pattern: GATEWAY_IDENTIFIER, message: <I18nText k="gateway:validation.identifier" /> }],
      list: { nowrap: true },
    },
    { name: 'model', search: true, form: { maxLength: 64 }, list: { nowrap: true } },
    {
      name: 'onlineType',
      kind: 'select',
      options: linkOptions,
      required: true,
      search: true,
      defaultValue: '4G',
      list: { width: 100 },
    },
    {
      name: 'type',
      kind: 'select',
      options: gatewayTypeOptions,
      search: true,
      defaultValue: 'DTU',
      list: { width: 100 },
    },
    {
      name: 'online',
      form: false,
      list: {
        width: 170,
        align: 'left',
        render: (online, gateway) => (
          <GatewayOnlineState
            online={online}
            onlineSince={gateway.onlineSince}
            lastOnlineTime={gateway.lastOnlineTime}
          />
        ),
      },
    },
    { name: 'firmwareVersion', form: { maxLength: 32 }, list: { nowrap: true, hidden: true } },
    { name: 'status', kind: 'status', search: true, defaultValue: '0', list: { width: 90 } },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    { name: 'createTime', kind: 'datetime', form: false, list: { width: 170, hidden: true } },
  ],
});
