import { ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH } from './mobile-shell';

/**
 * The phone's back camera reading a pallet label (Code 128, QR and the other 1D/2D codes) with
 * ZXing, loaded only when the camera is opened. Hardware scanners need none of this: they type
 * into the code field and press Enter.
 */
export function BarcodeScanner({ onScan }: { onScan: (text: string) => void }) {
  const { t } = useTranslation('mobile');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!open) return;
    let controls: { stop: () => void } | undefined;
    let live = true;
    setError(undefined);
    void (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        const reader = new BrowserMultiFormatReader();
        const started = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current!, (result) => {
          if (!result || !live) return;
          live = false;
          started.stop();
          setOpen(false);
          onScan(result.getText());
        });
        if (live) controls = started;
        else started.stop();
      } catch (e) {
        if (live) setError(e instanceof Error && e.name === 'NotAllowedError' ? t('outbound.cameraDenied') : t('outbound.cameraMissing'));
      }
    })();
    return () => {
      live = false;
      controls?.stop();
    };
  }, [open, onScan, t]);

  return (
    <>
      <Button size="large" icon={<ScanOutlined />} aria-label={t('outbound.scan')} onClick={() => setOpen(true)} style={{ minWidth: TOUCH, height: TOUCH }} />
      <Modal open={open} title={t('outbound.scan')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        {error ? <Alert type="warning" showIcon title={error} /> : <video ref={video} style={{ width: '100%', borderRadius: 8, background: '#000' }} muted playsInline />}
      </Modal>
    </>
  );
}
