import { CrudPage } from '@/components/crud';
import { mqttUserResource } from '@/resources/mqttuser/mqttuser.resource';

/** The declared page of device/mqttuser. */
export default function MqttUserPage() {
  return <CrudPage resource={mqttUserResource} />;
}
