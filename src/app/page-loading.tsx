import { Spin } from 'antd';

export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullscreen ? '100vh' : 240 }}
      data-testid="page-loading"
    >
      <Spin size="large" />
    </div>
  );
}
