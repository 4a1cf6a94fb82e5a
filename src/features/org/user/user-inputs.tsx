import { useTranslation } from 'react-i18next';
import { postApi } from '@/api/modules/system/post';
import { roleApi } from '@/api/modules/system/role';
import { OptionsSelect, type OptionsSelectProps } from './options-select';

type InputProps = Pick<OptionsSelectProps, 'id' | 'value' | 'onChange'>;

/** The posts and roles a user may hold: the inputs' choices, and the import's (names to ids). */
export const loadPosts = () => postApi.options();
export const loadRoles = () => roleApi.options();

/** The user's posts (`deposts/options`). */
export function PostsInput(props: InputProps) {
  const { t } = useTranslation('user');
  return (
    <OptionsSelect {...props} load={loadPosts} aria-label={t('fields.postIds')} placeholder={t('placeholder.posts')} />
  );
}

/** The user's roles (`roles/options`). */
export function RolesInput(props: InputProps) {
  const { t } = useTranslation('user');
  return (
    <OptionsSelect {...props} load={loadRoles} aria-label={t('fields.roleIds')} placeholder={t('placeholder.roles')} />
  );
}
