import { CrudPage } from '@/components/crud';
import { eventResource } from '@/resources/event/event.resource';

/** The declared page of device/event. */
export default function EventPage() {
  return <CrudPage resource={eventResource} />;
}
