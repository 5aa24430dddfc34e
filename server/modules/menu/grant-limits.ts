import type { MenuInput } from '../../../contract/menu.js';
import { forbidden } from '../../lib/errors.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import type { sysMenu } from './table.js';

/**
 * A menu's permission reaches everyone holding a role that carries the menu (its holder
 * included), so only one who holds a permission himself may make a menu carry it, by adding,
 * editing or enabling the menu: 403 naming it (issue 47 hole 2). A menu that stays enabled with
 * the permission it had grants nothing new; a disabled one grants nothing at all.
 */
export function checkPermsGrantable(caller: LoginUser, lang: Lang, input: Pick<MenuInput, 'perms' | 'status'>, before?: typeof sysMenu.$inferSelect) {
  const perms = input.perms || '';
  if (!perms || input.status !== '0' || hasPermission(caller, perms)) return;
  if (before?.status === '0' && before.perms === perms) return;
  throw forbidden(msg(lang, 'permNotHeld', perms));
}
