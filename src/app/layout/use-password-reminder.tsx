import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserStore } from '../../stores/user';
import { afterShown } from '../../lib/deferred';
import { appFeedback } from '../../lib/feedback';

const KEY = 'password-reminder';

/**
 * An initial or expired password (sys.account.initPasswordModify / passwordValidateDays) earns a
 * reminder once per sign-in. A notification, not a modal: the user may finish what they came for.
 */
export function usePasswordReminder() {
  const { t } = useTranslation('layout');
  const { notification } = appFeedback;
  const navigate = useNavigate();
  const initial = useUserStore((s) => s.isDefaultModifyPwd);
  const expired = useUserStore((s) => s.isPasswordExpired);
  const token = useUserStore((s) => s.token);

  useEffect(() => {
    if (!(initial || expired) || !token || sessionStorage.getItem(KEY) === token) return;
    sessionStorage.setItem(KEY, token);
    // after the page's first rows, which it would otherwise hold back by antd's notice code
    void afterShown(async () =>
      notification.warning({
        key: KEY,
        title: t('passwordReminderTitle'),
        description: t(initial ? 'passwordInitial' : 'passwordExpired'),
        duration: 0,
        // bottom left, over the sidebar's empty end: never over a dialog's buttons or a row's actions
        placement: 'bottomLeft',
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy(KEY);
              navigate('/user/profile?tab=resetPwd');
            }}
          >
            {t('changePasswordNow')}
          </Button>
        ),
      }),
    );
  }, [initial, expired, token, notification, navigate, t]);
}
