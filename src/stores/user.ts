import { create } from 'zustand';
import type { LoginBody, SessionUser } from '../../contract/auth';
import defaultAvatar from '../assets/default-avatar.svg';
import { getToken, removeToken, setToken } from '../lib/auth';
import { bindGrants } from '../lib/permission';
import { BASE_API, onSessionEnd, request } from '../lib/request';
import { isExternal } from '../lib/validate';
import { useLockStore } from './lock';

export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export { defaultAvatar };

export interface UserState {
  token: string;
  userId: number | null;
  name: string;
  nickName: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  user: SessionUser | null;
  isDefaultModifyPwd: boolean;
  isPasswordExpired: boolean;
  /** nothing but the password change answers until it is made (the server's gate): the guard holds the console at the form */
  mustChangePassword: boolean;
  login: (body: LoginBody) => Promise<void>;
  getInfo: () => Promise<void>;
  logout: () => Promise<void>;
  /** Forgets the session locally (no server call): the guard's answer to a failed start-up. */
  resetSession: () => void;
  setAvatar: (path: string) => void;
}

interface InfoAnswer {
  user: SessionUser;
  roles?: string[];
  permissions?: string[];
  isDefaultModifyPwd?: boolean;
  isPasswordExpired?: boolean;
  mustChangePassword?: boolean;
}

/** Empty → the default image; a server path → base path + path; absolute URLs as they are. */
export function avatarUrl(path: string | null | undefined): string {
  if (!path) return defaultAvatar;
  if (isExternal(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return BASE_API + path;
}

const signedOut = {
  userId: null,
  name: '',
  nickName: '',
  avatar: '',
  roles: [] as string[],
  permissions: [] as string[],
  user: null,
  isDefaultModifyPwd: false,
  isPasswordExpired: false,
  mustChangePassword: false,
};

export const useUserStore = create<UserState>()((set) => ({
  token: getToken() ?? '',
  ...signedOut,
  login: async (body) => {
    const res = await request<{ token: string }>({
      url: '/login',
      method: 'post',
      headers: { isToken: false },
      data: { ...body, username: body.username.trim() },
    });
    setToken(res.token);
    set({ token: res.token });
  },
  getInfo: async () => {
    const res = await request<InfoAnswer>({ url: '/getInfo', method: 'get' });
    const roles = res.roles?.length ? res.roles : [DEFAULT_ROLE];
    set({
      user: res.user,
      userId: res.user.userId,
      name: res.user.userName,
      nickName: res.user.nickName || res.user.userName,
      avatar: avatarUrl(res.user.avatar),
      roles,
      permissions: res.permissions ?? [],
      isDefaultModifyPwd: !!res.isDefaultModifyPwd,
      isPasswordExpired: !!res.isPasswordExpired,
      mustChangePassword: !!res.mustChangePassword,
    });
  },
  logout: async () => {
    try {
      if (getToken()) await request({ url: '/logout', method: 'post' });
    } catch {
      // the session ends locally whatever the server says
    } finally {
      removeToken();
      useLockStore.getState().forget();
      set({ token: '', ...signedOut });
    }
  },
  resetSession: () => {
    removeToken();
    useLockStore.getState().forget();
    set({ token: '', ...signedOut });
  },
  setAvatar: (path) => set({ avatar: avatarUrl(path) }),
}));

// lib sits below the stores: it learns from here whose grants it checks and how a session ends
bindGrants(useUserStore);
onSessionEnd(() => useUserStore.getState().logout());
