import { theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

function LogoMark() {
  return (
    <svg className="sidebar-logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="currentColor" />
      <path d="M6 14 16 7l10 7v11H6z" fill="#fff" />
      <rect x="10.5" y="17" width="11" height="8" rx="1" fill="currentColor" opacity="0.85" />
      <path d="M10.5 20h11M10.5 22.5h11" stroke="#fff" strokeWidth="1.2" />
    </svg>
  );
}

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  return (
    <Link
      to="/"
      className={collapsed ? 'sidebar-logo collapsed' : 'sidebar-logo'}
      title={t('title')}
      style={{ color: token.colorPrimary }}
    >
      <LogoMark />
      {!collapsed && <h1 className="sidebar-logo-title">{t('title')}</h1>}
    </Link>
  );
}
