import { CrudPage } from '@/components/crud';
import { configResource } from '@/resources/config/config.resource';

/** 参数设置. */
export default function ConfigPage() {
  return <CrudPage resource={configResource} />;
}
