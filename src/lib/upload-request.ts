import type { UploadProps } from 'antd';
import type { UploadResult } from '../../contract/files';
import { request } from './request';

/**
 * antd Upload's customRequest through the one axios instance, like every other call: its token,
 * its language, its messages and, when the session has ended, its sign-in-again prompt (antd's
 * own request showed a bare upload error instead). Files go to /common/upload.
 */
export const uploadRequest: NonNullable<UploadProps['customRequest']> = ({ file, onSuccess, onError, onProgress }) => {
  const form = new FormData();
  form.append('file', file as Blob);
  request<UploadResult>({
    url: '/common/upload',
    method: 'post',
    data: form,
    timeout: 0,
    onUploadProgress: (e) => onProgress?.({ percent: e.total ? (e.loaded / e.total) * 100 : 0 }),
  }).then((answer) => onSuccess?.(answer), (error: Error) => onError?.(error));
};
