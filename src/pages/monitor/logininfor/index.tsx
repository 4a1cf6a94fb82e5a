import { CrudPage } from '@/components/crud';
import { logininforResource } from '@/resources/logininfor/logininfor.resource';

/** 登录日志: search, delete, clear, export. */
export default function LogininforPage() {
  return <CrudPage resource={logininforResource} />;
}
