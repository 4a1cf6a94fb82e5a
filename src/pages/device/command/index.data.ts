export { commandPlan as default } from '@/features/device/command/command-data';
