import { CloseCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUserRow, RoleRow } from '../../../contract/role';
import { CrudPage } from '../../components/crud/crud-page';
import { shownName } from '../../components/crud/common-fields';
import { HasPermi } from '../../lib/permission';
import { cancelAuthUser, cancelAuthUserAll, selectAuthUserAll } from './api';
import { authUserDefinition } from './auth-user-definition';
import { appFeedback } from '../../lib/feedback';

interface Props {
  /** the role whose users are shown; undefined closes the drawer */
  role?: RoleRow;
  onClose: () => void;
}

const EDIT = ['system:role:edit'];

/** RuoYi's "分配用户": the role's users, revoke one or many, and a picker to add more. */
export function AuthUserDrawer({ role, onClose }: Props) {
  const { t } = useTranslation(['role', 'crud']);
  const { modal, message } = appFeedback;
  const [picking, setPicking] = useState(false);
  // a new key reloads the list and forgets the selection after a change
  const [version, setVersion] = useState(0);
  const roleId = role?.roleId ?? 0;
  const changed = (text: string) => {
    void message.success(text);
    setVersion((v) => v + 1);
  };

  const confirm = (content: string, action: () => Promise<unknown>) =>
    modal.confirm({
      title: t('crud:systemPrompt'),
      content,
      okText: t('crud:confirm'),
      cancelText: t('crud:cancel'),
      onOk: async () => {
        try {
          await action();
        } catch {
          return; // request() has shown why
        }
        changed(t('role:cancelAuthSuccess'));
      },
    });

  const allocated = useMemo(
    () =>
      authUserDefinition({
        list: 'allocatedList',
        toolbarExtra: (ctx) => (
          <HasPermi value={EDIT}>
            <Button color="primary" variant="outlined" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('role:addUser')}
            </Button>
            <Button
              color="danger"
              variant="outlined"
              icon={<CloseCircleOutlined />}
              disabled={ctx.selectedKeys.length === 0}
              onClick={() => confirm(t('role:confirmCancelAuthAll'), () => cancelAuthUserAll(roleId, ctx.selectedKeys.map(Number)))}
            >
              {t('role:cancelAuthAll')}
            </Button>
          </HasPermi>
        ),
        rowActions: (row: AuthUserRow) => (
          <HasPermi value={EDIT}>
            <Button type="link" size="small" icon={<CloseCircleOutlined />} onClick={() => confirm(t('role:confirmCancelAuth', { name: row.userName }), () => cancelAuthUser(roleId, row.userId))}>
              {t('role:cancelAuth')}
            </Button>
          </HasPermi>
        ),
      }),
    [roleId], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const unallocated = useMemo(
    () =>
      authUserDefinition({
        list: 'unallocatedList',
        toolbarExtra: (ctx) => (
          <Button
            type="primary"
            disabled={ctx.selectedKeys.length === 0}
            onClick={async () => {
              try {
                await selectAuthUserAll(roleId, ctx.selectedKeys.map(Number));
              } catch {
                return;
              }
              setPicking(false);
              changed(t('role:grantSuccess'));
            }}
          >
            {t('role:grantSelected')}
          </Button>
        ),
      }),
    [roleId], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Drawer open={!!role} title={t('role:authUserTitle', { name: shownName(role?.roleName, role?.roleNameEn) })} size={960} onClose={onClose} destroyOnHidden>
      {role && <CrudPage key={version} definition={allocated} fixedQuery={{ roleId }} />}
      <Modal open={picking && !!role} title={t('role:selectUserTitle')} footer={null} width={880} onCancel={() => setPicking(false)} destroyOnHidden>
        {role && <CrudPage definition={unallocated} fixedQuery={{ roleId }} />}
      </Modal>
    </Drawer>
  );
}
