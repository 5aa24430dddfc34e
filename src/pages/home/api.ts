import { request } from '../../lib/request';

export interface SummaryUser {
  userName: string;
  nickName: string;
  deptName: string | null;
  roles: string[] | string;
  loginIp: string | null;
  loginDate: string | null;
}

export interface Figure {
  key: string;
  value: number;
}

export interface Summary {
  user: SummaryUser;
  figures: Figure[];
}

/** Who is signed in and the live counts of the home page. */
export const getSummary = async () => (await request<{ data: Summary }>({ url: '/index/summary', method: 'get' })).data;
