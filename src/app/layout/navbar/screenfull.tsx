import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appFeedback } from '../../../lib/feedback';

export function Screenfull() {
  const { t } = useTranslation('layout');
  const { message } = appFeedback;
  const [active, setActive] = useState(() => !!document.fullscreenElement);

  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      message.warning(t('fullscreenUnsupported'));
      return;
    }
    const action = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    action.catch(() => message.warning(t('fullscreenUnsupported')));
  };

  const label = active ? t('exitFullscreen') : t('fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="navbar-action"
        aria-label={label}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
