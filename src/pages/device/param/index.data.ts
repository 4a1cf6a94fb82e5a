import { deviceParamApi } from '@/api/modules/device/device-param';
import { devicePickerPlan } from '@/features/device/settings/settings-data';

export default devicePickerPlan(deviceParamApi.page);
