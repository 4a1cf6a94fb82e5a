import { deviceArithApi } from '@/api/modules/device/device-arith';
import { devicePickerPlan } from '@/features/device/settings/settings-data';

export default devicePickerPlan(deviceArithApi.page);
