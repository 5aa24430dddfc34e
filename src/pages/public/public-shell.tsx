import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSelect } from '../../components/language-select/language-select';
import { TouchSized } from '../../components/touch-sized/touch-sized';

/**
 * The frame of the driver pages and the supplier's booking page (no login): a title bar with the
 * language switch and, on the driver pages, links between them; phone-first, the content centred
 * up to `maxWidth` on larger screens.
 */
export function PublicShell({ title, children, maxWidth = 560, brand, driverNav = true }: { title: string; children: ReactNode; maxWidth?: number; brand?: string; driverNav?: boolean }) {
  const { t } = useTranslation('public');
  const link = ({ isActive }: { isActive: boolean }) => ({ display: 'inline-block', minHeight: 44, padding: '11px 4px', fontWeight: isActive ? 600 : 400 });
  return (
    <TouchSized>
      <div style={{ minHeight: '100vh', background: '#f0f5ff' }}>
        <header style={{ background: '#fff', borderBottom: '1px solid #e5e8ef', padding: '8px 16px' }}>
          <div style={{ maxWidth, margin: '0 auto', display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
            <Typography.Text strong style={{ fontSize: 17, flex: 1, minWidth: 120 }}>
              {brand ?? t('brand')}
            </Typography.Text>
            <LanguageSelect />
          </div>
          {/* an antd box, so that its links take the theme's link colour */}
          {driverNav ? (
            <Flex component="nav" gap={16} style={{ maxWidth, margin: '0 auto' }} aria-label={t('brand')}>
              <NavLink to="/queryCar" style={link}>
                {t('nav.query')}
              </NavLink>
              <NavLink to="/carList" style={link}>
                {t('nav.queue')}
              </NavLink>
            </Flex>
          ) : null}
        </header>
        <main style={{ maxWidth, margin: '0 auto', padding: 16 }}>
          <Typography.Title level={3} style={{ marginTop: 4 }}>
            {title}
          </Typography.Title>
          {children}
        </main>
      </div>
    </TouchSized>
  );
}
