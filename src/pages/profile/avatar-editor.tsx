import { UploadOutlined, ZoomInOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Slider, Upload, message } from 'antd';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user';
import { uploadAvatar } from './api';
import { cropImage, readAsDataUrl } from './crop-image';

/** Choose an image, crop it square, upload it as the avatar (POST /system/user/profile/avatar). */
export function AvatarEditor() {
  const { t } = useTranslation(['profile', 'crud']);
  const [file, setFile] = useState<File>();
  const [src, setSrc] = useState<string>();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [busy, setBusy] = useState(false);
  const [toast, holder] = message.useMessage();

  const choose = (chosen: File) => {
    if (!chosen.type.startsWith('image/')) {
      void toast.error(t('profile:imageOnly'));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    setZoom(1);
    void readAsDataUrl(chosen).then(setSrc);
    return false;
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const cropped = src && area ? await cropImage(src, area) : null;
      const res = await uploadAvatar(cropped ?? file, cropped ? 'avatar.png' : file.name);
      useUserStore.getState().setAvatar(res.imgUrl);
      void toast.success(t('profile:avatarUpdated'));
    } catch {
      // request() has already shown the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 420 }}>
      {holder}
      <div style={{ position: 'relative', width: '100%', height: 320, background: '#f5f5f5' }} data-testid="avatar-crop">
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_a, pixels) => setArea(pixels)}
          />
        ) : (
          <Empty style={{ paddingTop: 100 }} description={t('profile:chooseImage')} />
        )}
      </div>
      <Flex align="center" gap={8}>
        <ZoomInOutlined />
        <Slider style={{ flex: 1 }} min={1} max={3} step={0.1} value={zoom} onChange={setZoom} disabled={!src} />
      </Flex>
      <Flex gap={8}>
        <Upload accept="image/*" showUploadList={false} beforeUpload={choose} maxCount={1}>
          <Button icon={<UploadOutlined />}>{t('profile:chooseImage')}</Button>
        </Upload>
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void submit()}>
          {t('crud:submit')}
        </Button>
      </Flex>
    </Flex>
  );
}
