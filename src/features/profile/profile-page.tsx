import { Avatar, Button, Card, Col, Descriptions, Row, Skeleton, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi, type Profile } from '@/api/modules/profile';
import { isCanceled } from '@/api/types';
import { avatarUrl } from '@/layout/avatar';
import { useSession } from '@/stores/session';
import { AvatarDialog } from './avatar-dialog';
import { BasicInfoForm } from './basic-info-form';
import { PasswordForm } from './password-form';
import styles from './profile-page.module.css';

/** /user/profile: the signed-in user's card, their editable details, password and avatar. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const [profile, setProfile] = useState<Profile>();
  const [avatarOpen, setAvatarOpen] = useState(false);

  const load = useCallback(() => {
    let live = true;
    profileApi.get().then(
      (answer) => live && setProfile(answer ?? {}),
      (error: unknown) => live && !isCanceled(error) && setProfile({}),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(load, [load]);

  const user = profile?.user;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('card')}>
          {!profile ? (
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
                children: profile ? (
                  <BasicInfoForm
                    user={user}
                    onSaved={(changes) => {
                      setProfile((p) => ({ ...p, user: { ...p?.user, ...changes } }));
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
          setProfile((p) => ({ ...p, user: { ...p?.user, avatar: key } }));
          const session = useSession.getState().user;
          if (session) useSession.setState({ user: { ...session, avatar: key } });
        }}
      />
    </Row>
  );
}
