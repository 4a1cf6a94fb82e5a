import { SafetyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/api/modules/system/post';
import { CrudPage } from '@/components/crud';
import { PostPermissionsDialog } from '@/features/system/post/post-permissions-dialog';
import { postResource } from '@/resources/post/post.resource';

/** 岗位管理: the declared page plus the post's permission strings. */
export default function PostPage() {
  const { t } = useTranslation('post');
  const [permissionsOf, setPermissionsOf] = useState<Post | undefined>(undefined);
  return (
    <CrudPage
      resource={postResource}
      rowActions={(post, page) =>
        page.can('edit') && (
          <Button type="link" size="small" icon={<SafetyOutlined />} onClick={() => setPermissionsOf(post)}>
            {t('permissions.action')}
          </Button>
        )
      }
    >
      {() =>
        permissionsOf && <PostPermissionsDialog post={permissionsOf} onClose={() => setPermissionsOf(undefined)} />
      }
    </CrudPage>
  );
}
