import { CrudPage } from '@/components/crud';
import { fileClassResource } from '@/resources/files/file-class.resource';

/** 文件分类. */
export default function FileClassPage() {
  return <CrudPage resource={fileClassResource} />;
}
