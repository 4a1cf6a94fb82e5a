import { CrudPage } from '@/components/crud';
import { connectResource } from '@/resources/connect/connect.resource';
import { usePageSearchParams } from '@/router/page-location';

/** Connect records: the broker sessions, newest first; `?deviceIdentifier=` opens one gateway's (from the gateway list). */
export default function ConnectRecordPage() {
  const params = usePageSearchParams();
  const deviceIdentifier = params.get('deviceIdentifier') ?? undefined;
  return (
    <CrudPage
      key={deviceIdentifier ?? ''}
      resource={connectResource}
      initialFilters={deviceIdentifier ? { deviceIdentifier } : undefined}
    />
  );
}
