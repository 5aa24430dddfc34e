import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '../../../contract/files';
import { acceptOf, DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../../../contract/upload-rules';
import { uploadRequest } from '../../lib/upload-request';

interface Props {
  id?: string;
  /** stored upload paths, comma-separated */
  value?: string;
  onChange?: (value: string) => void;
  max?: number;
}

const split = (value?: string) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const asFiles = (value?: string): UploadFile[] => split(value).map((path) => ({ uid: path, name: path.split('/').pop() ?? path, status: 'done', response: { fileName: path } }));
const pathOf = (f: UploadFile) => (f.response as Partial<UploadResult> | undefined)?.fileName;


/** Documents and images uploaded to /common/upload, listed by name; the value keeps their paths. */
export function FileUpload({ id, value, onChange, max = 10 }: Props) {
  const { t } = useTranslation(['crud']);
  const [files, setFiles] = useState<UploadFile[]>(() => asFiles(value));
  useEffect(() => {
    const joined = files.filter((f) => f.status === 'done').map(pathOf).join(',');
    if ((value ?? '') !== joined) setFiles(asFiles(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const changed = (list: UploadFile[]) => {
    // a refused upload has been explained by the request layer; it leaves the list
    const next = list.filter((f) => f.status !== 'error');
    setFiles(next);
    if (next.every((f) => f.status === 'done')) onChange?.(next.map(pathOf).filter(Boolean).join(','));
  };

  return (
    <Upload customRequest={uploadRequest} accept={acceptOf([...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS])} fileList={files} onChange={({ fileList }) => changed(fileList)}>
      {files.length >= max ? null : (
        <Button id={id} icon={<UploadOutlined />}>
          {t('crud:upload')}
        </Button>
      )}
    </Upload>
  );
}
