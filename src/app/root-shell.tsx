import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/error/not-found-page';
import { rememberPath } from './guard';

/** The root route: tells the guard where navigation comes from and scrolls every new page to the top. */
export function RootShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    rememberPath(pathname);
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return <Outlet />;
}

export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : '';
  return (
    <Result
      status="500"
      title={t('errors.pageCrashed')}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
