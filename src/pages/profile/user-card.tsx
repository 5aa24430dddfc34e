import { ApartmentOutlined, CalendarOutlined, MailOutlined, PhoneOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../contract/auth';
import { parseTime } from '../../lib/ruoyi';

interface Props {
  user?: SessionUser;
  roleGroup?: string;
  avatar?: string;
  onAvatarClick: () => void;
}

/** The left card of the personal centre: avatar and who the user is. */
export function UserCard({ user, roleGroup, avatar, onAvatarClick }: Props) {
  const { t } = useTranslation(['profile']);
  const rows: [ReactNode, string, ReactNode][] = [
    [<UserOutlined />, t('profile:userName'), user?.userName],
    [<PhoneOutlined />, t('profile:phonenumber'), user?.phonenumber],
    [<MailOutlined />, t('profile:email'), user?.email],
    [<ApartmentOutlined />, t('profile:dept'), user?.dept?.deptName],
    [<TeamOutlined />, t('profile:roles'), roleGroup],
    [<CalendarOutlined />, t('profile:createTime'), parseTime(user?.createTime)],
  ];
  return (
    <Card title={t('profile:personalInfo')}>
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <Tooltip title={t('profile:changeAvatar')}>
          <span
            role="button"
            tabIndex={0}
            aria-label={t('profile:changeAvatar')}
            style={{ cursor: 'pointer', display: 'inline-block' }}
            onClick={onAvatarClick}
            onKeyDown={(e) => e.key === 'Enter' && onAvatarClick()}
          >
            <Avatar size={120} src={avatar || undefined} alt="" icon={<UserOutlined />} />
          </span>
        </Tooltip>
      </div>
      <Descriptions
        column={1}
        size="small"
        items={rows.map(([icon, label, value]) => ({
          key: label,
          label: (
            <span>
              {icon} {label}
            </span>
          ),
          children: value,
        }))}
      />
    </Card>
  );
}
