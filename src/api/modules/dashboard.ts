import { env } from '@/config/env';
import { api } from '../client';
import type { CallOptions } from '../resource';

/**
 * `GET /api/content/wms/count`: how many records the main resources hold. Every count may be
 * missing (an older backend, or a module the deployment lacks); the dashboard shows what it gets.
 */
export interface DashboardCounts {
  modular?: number;
  sensor?: number;
  platformScale?: number;
  truckScale?: number;
  weightInstrument?: number;
  connectBox?: number;
  specimen?: number;
  towerInfo?: number;
  towerRecord?: number;
  towerException?: number;
  gateway?: number;
  user?: number;
}

export const dashboardApi = {
  counts: (options?: CallOptions) =>
    api.get<DashboardCounts>('/wms/count', undefined, { ...options, baseURL: env.contentBase }),
};
