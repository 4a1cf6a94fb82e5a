import { deviceParamApi } from '@/api/modules/device/device-param';
import { ParamEditor } from '@/features/device/settings/param-editor';
import { SettingsShell } from '@/features/device/settings/settings-shell';

/** Device parameters: pick an instrument, edit its parameter set. */
export default function DeviceParamPage() {
  return (
    <SettingsShell load={deviceParamApi.page}>
      {(deviceId, hooks) => <ParamEditor key={deviceId} deviceId={deviceId} {...hooks} />}
    </SettingsShell>
  );
}
