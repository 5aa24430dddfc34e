import Cookies from 'js-cookie';

const USERNAME = 'username';
const REMEMBER = 'rememberMe';
const DAYS = 30;

/** "Remember me" keeps the account name only; a password never leaves the form. */
export function readRemembered(): { username: string; rememberMe: boolean } {
  const rememberMe = Cookies.get(REMEMBER) === 'true';
  return { username: rememberMe ? (Cookies.get(USERNAME) ?? '') : '', rememberMe };
}

export function remember(username: string, rememberMe: boolean): void {
  Cookies.remove('password'); // written by older RuoYi front ends; never keep it
  if (rememberMe) {
    Cookies.set(USERNAME, username, { expires: DAYS });
    Cookies.set(REMEMBER, 'true', { expires: DAYS });
  } else {
    Cookies.remove(USERNAME);
    Cookies.remove(REMEMBER);
  }
}

/** Only same-app paths are followed after login. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
