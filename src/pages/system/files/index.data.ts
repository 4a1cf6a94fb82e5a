export { filesPlan as default } from '@/features/system/files/files-data';
