import { gatewayApi, type Gateway } from '@/api/modules/device/gateway';
import { searchRead, type ServerSearch } from '@/components/crud/use-server-search';
import type { DataPlan } from '@/lib/page-plan';
import { prefetchRead } from '@/lib/query/read';

/** How many gateways the picker lists at once; typing narrows the server's search. */
export const GATEWAY_PICKER_LIMIT = 50;

/**
 * The gateways whose name contains what is typed: the gateway list's own `name` filter. Operators
 * know a gateway by its name (the tower it serves); the identifier is a long serial or IMEI
 * that is copied rather than typed, and the gateway list opens this page with `?gateway=<identifier>`.
 */
export const gatewaysNamed: ServerSearch<Gateway> = ({ keyword, limit }, options) =>
  gatewayApi.page({ page: 1, limit, name: keyword || undefined }, options);

/**
 * The command page's first data, asked at navigation beside its code: the gateway picker's list.
 * The page shows it in its first render.
 */
export const commandPlan: DataPlan = {
  key: 'command',
  // The picker's first list: nothing typed yet.
  prefetch: () => prefetchRead(searchRead(gatewaysNamed, '', GATEWAY_PICKER_LIMIT)),
};
