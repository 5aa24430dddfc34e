import { Card, Col, Row, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTagsViewStore } from '../../stores/tags-view';
import { useUserStore } from '../../stores/user';
import type { ProfileResult } from './api';
import { getUserProfile } from './api';
import { AvatarEditor } from './avatar-editor';
import { ResetPwdForm } from './reset-pwd-form';
import { UserCard } from './user-card';
import { UserInfoForm } from './user-info-form';

/** Personal centre (/user/profile). */
export function ProfilePage() {
  const { t } = useTranslation(['profile']);
  const avatar = useUserStore((s) => s.avatar);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [profile, setProfile] = useState<ProfileResult>();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState(searchParams.get('tab') ?? 'userinfo');

  useEffect(() => {
    let live = true;
    getUserProfile()
      .then((res) => live && setProfile(res))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const close = () => {
    useTagsViewStore.getState().delView({ path: pathname });
    navigate('/index');
  };

  return (
    <div className="app-container" style={{ padding: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8} lg={6}>
          <UserCard user={profile?.data} roleGroup={profile?.roleGroup} avatar={avatar} onAvatarClick={() => setTab('avatar')} />
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Card title={t('profile:basicInfo')}>
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                { key: 'userinfo', label: t('profile:basicInfo'), children: <UserInfoForm user={profile?.data} onClose={close} /> },
                { key: 'resetPwd', label: t('profile:changePassword'), children: <ResetPwdForm onClose={close} /> },
                { key: 'avatar', label: t('profile:changeAvatar'), children: <AvatarEditor /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
