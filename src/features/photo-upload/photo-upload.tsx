import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '../../../contract/files';
import { acceptOf, IMAGE_EXTENSIONS } from '../../../contract/upload-rules';
import { uploadRequest } from '../../lib/upload-request';
import { photoUrl, splitPhotos } from '../../lib/photos';

interface Props {
  /** stored upload paths, comma-separated */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

const MAX = 20;
const asFiles = (value?: string): UploadFile[] =>
  splitPhotos(value).map((path) => ({ uid: path, name: path.split('/').pop() ?? path, status: 'done', url: photoUrl(path), response: { fileName: path } }));
const pathOf = (f: UploadFile) => (f.response as Partial<UploadResult> | undefined)?.fileName;


/** Review photos: images uploaded to /common/upload, shown as thumbnails; the value keeps their paths. */
export function PhotoUpload({ value, onChange, disabled }: Props) {
  const { t } = useTranslation(['filing']);
  const [files, setFiles] = useState<UploadFile[]>(() => asFiles(value));
  // a new row in the dialog (or a reset) brings a new value
  useEffect(() => {
    const joined = files.filter((f) => f.status === 'done').map(pathOf).join(',');
    if ((value ?? '') !== joined) setFiles(asFiles(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const changed = (list: UploadFile[]) => {
    // a refused upload (type, size, an ended session) has been explained by the request layer; it leaves the list
    // a finished upload shows from the address the server answered
    const next = list
      .filter((f) => f.status !== 'error')
      .map((f) => (f.status === 'done' && !f.url && pathOf(f) ? { ...f, url: photoUrl(pathOf(f)!) } : f));
    setFiles(next);
    if (next.every((f) => f.status === 'done')) onChange?.(next.map(pathOf).filter(Boolean).join(','));
  };

  return (
    <Upload
      listType="picture-card"
      customRequest={uploadRequest}
      accept={acceptOf(IMAGE_EXTENSIONS)}
      fileList={files}
      disabled={disabled}
      onChange={({ fileList }) => changed(fileList)}
    >
      {files.length >= MAX || disabled ? null : (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('filing:uploadPhoto')}</div>
        </button>
      )}
    </Upload>
  );
}
