import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * Phone screens (driver pages, warehouse mobile area): every control large and at least 48 px
 * high, above the 44 px a thumb needs; antd's own large size is 40 px.
 */
export function TouchSized({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider componentSize="large" theme={{ token: { controlHeightLG: 48, fontSizeLG: 17 } }}>
      {children}
    </ConfigProvider>
  );
}
