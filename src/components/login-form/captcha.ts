import { useCallback, useEffect, useState } from 'react';
import { request } from '../../lib/request';

interface CaptchaAnswer {
  captchaEnabled?: boolean;
  registerEnabled?: boolean;
  uuid?: string;
  img?: string;
}

export interface Captcha {
  enabled: boolean;
  /** the server takes self-registration (sys.account.registerUser) */
  registerEnabled: boolean;
  uuid: string;
  src: string;
  refresh: () => void;
}

/** The login captcha: an SVG from /captchaImage, or nothing when the server turned it off. */
export function useCaptcha(): Captcha {
  const [state, setState] = useState({ enabled: false, registerEnabled: false, uuid: '', src: '' });
  const refresh = useCallback(() => {
    request<CaptchaAnswer>({ url: '/captchaImage', method: 'get', headers: { isToken: false } })
      .then((res) => {
        const enabled = res.captchaEnabled ?? true;
        setState({
          enabled,
          registerEnabled: res.registerEnabled === true,
          uuid: res.uuid ?? '',
          src: enabled && res.img ? `data:image/svg+xml;base64,${res.img}` : '',
        });
      })
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    refresh();
  }, [refresh]);
  return { ...state, refresh };
}
