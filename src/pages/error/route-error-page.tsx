import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** What a page that crashed shows instead of itself. */
export function RouteErrorContent({ detail = '' }: { detail?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
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
