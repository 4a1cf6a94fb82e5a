import { deviceArithApi } from '@/api/modules/device/device-arith';
import { ArithEditor } from '@/features/device/settings/arith-editor';
import { SettingsShell } from '@/features/device/settings/settings-shell';

/** Device arithmetic: pick an instrument, edit its raw-to-weight formula and detection settings. */
export default function DeviceArithPage() {
  return (
    <SettingsShell load={deviceArithApi.page}>
      {(deviceId, hooks) => <ArithEditor key={deviceId} deviceId={deviceId} {...hooks} />}
    </SettingsShell>
  );
}
