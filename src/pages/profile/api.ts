import type { SessionUser } from '../../../contract/auth';
import type { PasswordInput, ProfileInput } from '../../../contract/system';
import { request } from '../../lib/request';

export interface ProfileResult {
  data: SessionUser;
  roleGroup: string;
  postGroup: string;
}

export const getUserProfile = () => request<ProfileResult>({ url: '/system/user/profile', method: 'get' });

export const updateUserProfile = (body: ProfileInput) => request({ url: '/system/user/profile', method: 'put', data: body });

export const updateUserPwd = (body: PasswordInput) =>
  request({ url: '/system/user/profile/updatePwd', method: 'put', data: body });

/** Multipart field `avatarfile`; answers the stored path in `imgUrl`. */
export const uploadAvatar = async (file: Blob, filename: string) => {
  const form = new FormData();
  form.append('avatarfile', file, filename);
  return request<{ imgUrl: string }>({
    url: '/system/user/profile/avatar',
    method: 'post',
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
};
