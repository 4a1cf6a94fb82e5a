import { CommandPage } from '@/features/device/command/command-page';

export default CommandPage;
