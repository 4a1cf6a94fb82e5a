import type { TranslatedOptions } from '@/components/crud';

/** Link types of a gateway (domain.md 2.3). */
export const LINKS = ['4G', 'NB_IOT', 'ETHERNET', 'WIFI', 'LORA'] as const;
export const GATEWAY_TYPES = ['GATEWAY', 'DTU', 'DIRECT'] as const;
export const CONNECT_STATUSES = ['connected', 'disconnected'] as const;
/** Why EMQX ended a session (its disconnect reasons); an unknown one shows as it came. */
export const DISCONNECT_REASONS = [
  'keepalive_timeout',
  'tcp_closed',
  'normal',
  'takenover',
  'kicked',
  'discarded',
  'not_authorized',
  'ssl_error',
  'sock_error',
] as const;
export const THING_VALUE_TYPES = ['int', 'float', 'double', 'text', 'bool', 'enum', 'date'] as const;

export const linkOptions: TranslatedOptions = { i18nPrefix: 'device:links', values: LINKS };
export const gatewayTypeOptions: TranslatedOptions = { i18nPrefix: 'device:gatewayTypes', values: GATEWAY_TYPES };
export const connectStatusOptions: TranslatedOptions = {
  i18nPrefix: 'device:connectStatus',
  values: CONNECT_STATUSES,
};
export const reasonOptions: TranslatedOptions = { i18nPrefix: 'device:reasons', values: DISCONNECT_REASONS };
export const accessOptions: TranslatedOptions = { i18nPrefix: 'device:access', values: ['r', 'rw'] };
export const valueTypeOptions: TranslatedOptions = {
  i18nPrefix: 'device:paramList.types',
  values: THING_VALUE_TYPES,
};
export const yesNoOptions: TranslatedOptions = { i18nPrefix: 'device:yesNo', values: ['true', 'false'] };
