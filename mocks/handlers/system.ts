import type { RequestHandler } from 'msw';
import { systemConfigHandlers } from './system-config';
import { systemFileHandlers } from './system-files';
import { systemJobHandlers } from './system-jobs';
import { systemLogHandlers } from './system-logs';
import { systemMenuHandlers } from './system-menus';
import { systemMessageHandlers } from './system-messages';
import { systemOrgHandlers } from './system-org';
import { systemUserHandlers } from './system-users';

/**
 * Handlers of the platform-administration area. Each file puts its explicit extras before its
 * generic CRUD handlers. The role data scope is stored and edited but not applied to lists.
 */
export const systemHandlers: RequestHandler[] = [
  ...systemUserHandlers,
  ...systemOrgHandlers,
  ...systemMenuHandlers,
  ...systemConfigHandlers,
  ...systemLogHandlers,
  ...systemJobHandlers,
  ...systemFileHandlers,
  ...systemMessageHandlers,
];
