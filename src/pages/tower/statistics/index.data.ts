export { statisticsPlan as default } from '@/features/tower/statistics-data';
