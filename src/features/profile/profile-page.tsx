import { Avatar, Button, Card, Col, Descriptions, Row, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi, type Profile } from '@/api/modules/profile';
import type { User } from '@/api/modules/system/user';
import { ReadFailure, useRequiredRead } from '@/components/crud';
import { avatarUrl } from '@/lib/url/avatar';
import { useSession } from '@/stores/session';
import { AvatarDialog } from './avatar-dialog';
import { BasicInfoForm } from './basic-info-form';
import { PasswordForm } from './password-form';
import styles from './profile-page.module.css';

/** The profile, or a failed read: a missing one is nothing to save over. */
const readProfile = (signal: AbortSignal) =>
  profileApi.get({ signal }).then((answer) => {
    if (!answer || typeof answer !== 'object') throw new Error();
    return answer;
  });

/** /user/profile: the signed-in user's card, their editable details, password and avatar. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const read = useRequiredRead(readProfile, 'profile');
  // What was saved here since the read (the card shows it without asking again).
  const [saved, setSaved] = useState<Partial<User>>({});
  const [avatarOpen, setAvatarOpen] = useState(false);
  const profile: Profile | undefined = read.data && { ...read.data, user: { ...read.data.user, ...saved } };
  const failed = read.status === 'failed';

  const user = profile?.user;
  return (
    <Row gutter={[16, 16]}>
      {failed && (
        <Col span={24}>
          <ReadFailure message={read.message} onRetry={read.retry} />
        </Col>
      )}
      <Col xs={24} lg={8}>
        <Card title={t('card')}>
          {failed ? null : !profile ? (
            <Skeleton active avatar />
          ) : (
            <>
              <div className={styles.avatar}>
                <Avatar size={100} src={avatarUrl(user?.avatar)} alt="" />
                <Button size="small" onClick={() => setAvatarOpen(true)}>
                  {t('avatar.change')}
                </Button>
              </div>
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'userName', label: t('userName'), children: user?.userName ?? '' },
                  { key: 'phonenumber', label: t('phonenumber'), children: user?.phonenumber ?? '' },
                  { key: 'email', label: t('email'), children: user?.email ?? '' },
                  { key: 'dept', label: t('dept'), children: user?.deptName ?? '' },
                  { key: 'roles', label: t('roles'), children: profile.roleGroup ?? '' },
                  { key: 'posts', label: t('posts'), children: profile.postGroup ?? '' },
                  { key: 'createTime', label: t('createTime'), children: user?.createTime ?? '' },
                ]}
              />
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              {
                key: 'basic',
                label: t('basic'),
                // The form saves over the user's details: only once they were read (issue 35).
                children: failed ? null : profile ? (
                  <BasicInfoForm
                    user={user}
                    onSaved={(changes) => {
                      setSaved((s) => ({ ...s, ...changes }));
                      const session = useSession.getState().user;
                      if (session && changes.nickName)
                        useSession.setState({ user: { ...session, nickName: changes.nickName } });
                    }}
                  />
                ) : (
                  <Skeleton active />
                ),
              },
              { key: 'password', label: t('password'), children: <PasswordForm /> },
            ]}
          />
        </Card>
      </Col>
      <AvatarDialog
        open={avatarOpen}
        current={avatarUrl(user?.avatar)}
        onClose={() => setAvatarOpen(false)}
        onUploaded={(key) => {
          setSaved((s) => ({ ...s, avatar: key }));
          const session = useSession.getState().user;
          if (session) useSession.setState({ user: { ...session, avatar: key } });
        }}
      />
    </Row>
  );
}
