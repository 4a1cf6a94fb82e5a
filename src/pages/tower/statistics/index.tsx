import { StatisticsPage } from '@/features/tower/statistics-page';

/** Tower statistics (`TowerRecord/getStatistics`). */
export default function TowerStatisticsPage() {
  return <StatisticsPage />;
}
