import { DashboardPage } from '@/features/dashboard/dashboard-page';

export default DashboardPage;
