import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Image } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoUrl, splitPhotos } from '../../lib/photos';
import { uploadPhoto } from './api';
import { TOUCH } from './mobile-shell';

const MAX = 20;

/**
 * Photos taken with the phone's camera (the back one), each uploaded to /common/upload as soon as
 * it is taken, one after the other; the value keeps their stored paths, comma-separated.
 */
export function PhotoCapture({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation('mobile');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const paths = splitPhotos(value);

  const take = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, MAX - paths.length);
    if (input.current) input.current.value = ''; // the same photo may be chosen again
    let kept = paths;
    setUploading(true);
    for (const file of chosen) {
      try {
        kept = [...kept, await uploadPhoto(file)];
        onChange?.(kept.join(','));
      } catch {
        // request() has said why (type, size); the other photos go on
      }
    }
    setUploading(false);
  };

  return (
    <div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        // a form's size rules may give inputs a display: the attribute alone did not hide it
        style={{ display: 'none' }}
        data-testid="photo-input"
        onChange={(e) => void take(e.target.files)}
      />
      {paths.length ? (
        <Image.PreviewGroup>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8, marginBottom: 8 }}>
            {paths.map((path) => (
              <div key={path} style={{ position: 'relative' }}>
                <Image src={photoUrl(path)} alt={path.split('/').pop()} width="100%" height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
                <Button
                  size="small"
                  danger
                  shape="circle"
                  icon={<DeleteOutlined />}
                  aria-label={t('receive.removePhoto')}
                  onClick={() => onChange?.(paths.filter((p) => p !== path).join(','))}
                  style={{ position: 'absolute', top: 4, right: 4, width: 32, height: 32 }}
                />
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
      <Button block size="large" icon={<CameraOutlined />} loading={uploading} disabled={paths.length >= MAX} onClick={() => input.current?.click()} style={{ height: TOUCH + 4 }}>
        {uploading ? t('receive.uploading') : t('receive.takePhoto', { count: paths.length })}
      </Button>
    </div>
  );
}
