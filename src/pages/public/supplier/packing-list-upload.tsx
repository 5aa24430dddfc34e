import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, PACKING_LIST_EXTENSIONS } from '../../../../contract/upload-rules';
import { uploadPackingList } from './api';

interface Props {
  id?: string;
  token: string;
  /** the stored path of the uploaded packing list */
  value?: string;
  onChange?: (value?: string) => void;
}

/** One packing list (a document or a photo of it), uploaded under the link: the supplier has no login. */
export function PackingListUpload({ id, token, value, onChange }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'supplier' });
  const [files, setFiles] = useState<UploadFile[]>([]);
  const upload: NonNullable<UploadProps['customRequest']> = ({ file, onSuccess, onError }) => {
    uploadPackingList(token, file as Blob).then((path) => onSuccess?.({ fileName: path }), (error: Error) => onError?.(error));
  };
  return (
    <Upload
      customRequest={upload}
      accept={acceptOf(PACKING_LIST_EXTENSIONS)}
      maxCount={1}
      fileList={files}
      onChange={({ file, fileList }) => {
        setFiles(fileList.map((f) => (f.status === 'error' ? { ...f, response: (f.error as Error | undefined)?.message } : f)));
        if (file.status === 'done') onChange?.((file.response as { fileName: string }).fileName);
        if (file.status === 'removed' || file.status === 'error') onChange?.(undefined);
      }}
    >
      {value ? null : (
        <Button id={id} icon={<UploadOutlined />}>
          {t('form.upload')}
        </Button>
      )}
    </Upload>
  );
}
