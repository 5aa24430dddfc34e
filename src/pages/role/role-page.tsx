import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '../../../contract/role';
import { CrudPage } from '../../components/crud/crud-page';
import { roleApi } from './api';
import { roleDefinition } from './role-definition';
import { deferred } from '../../lib/deferred';

const AuthUserDrawer = deferred(() => import('./auth-user-drawer').then((m) => m.AuthUserDrawer));
const DataScopeModal = deferred(() => import('./data-scope-modal').then((m) => m.DataScopeModal));

export { roleDefinition };

export function RolePage() {
  const { t } = useTranslation(['role']);
  const [scopeRole, setScopeRole] = useState<RoleRow>();
  const [usersRole, setUsersRole] = useState<RoleRow>();
  const definition = useMemo(
    () =>
      roleDefinition({
        // the list row may be stale after an earlier scope change: read the role afresh
        onDataScope: (row) => void roleApi.get(row.roleId).then(setScopeRole, () => undefined),
        onAuthUser: setUsersRole,
        t,
      }),
    [t],
  );
  return (
    <>
      <CrudPage definition={definition} />
      <DataScopeModal role={scopeRole} onClose={() => setScopeRole(undefined)} onSaved={() => setScopeRole(undefined)} />
      <AuthUserDrawer role={usersRole} onClose={() => setUsersRole(undefined)} />
    </>
  );
}
