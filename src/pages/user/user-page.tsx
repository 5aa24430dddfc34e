import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page';
import { useMediaQuery } from '../../lib/use-media-query';
import { DeptSideTree } from './dept-side-tree';
import { userDefinition } from './user-definition';

export { userDefinition };

/** Below antd's md breakpoint, where the tree no longer fits beside the list. */
const PHONE = '(max-width: 767.98px)';

/**
 * Users (/system/user): the department tree on the left filters the list on the right. On a phone
 * the tree sits above the list, which would otherwise be squeezed to a sliver beside it, folded
 * under a button naming the department picked, so that the list is not pushed below the screen.
 */
export function UserPage() {
  const { t } = useTranslation(['user']);
  const [dept, setDept] = useState<{ id: number; name: string }>();
  const fixedQuery = useMemo(() => ({ deptId: dept?.id }), [dept]);
  const phone = useMediaQuery(PHONE);
  const [treeOpen, setTreeOpen] = useState(false);
  const folded = phone && !treeOpen;
  return (
    <Row gutter={8} style={{ paddingLeft: 16 }}>
      <Col xs={24} md={{ flex: '240px' }}>
        <Card size="small" style={{ marginTop: 16 }} styles={{ body: { padding: phone ? 4 : 12 } }}>
          {phone && (
            <Button type="text" block className="user-dept-toggle" aria-expanded={treeOpen} icon={treeOpen ? <UpOutlined /> : <DownOutlined />} iconPlacement="end" onClick={() => setTreeOpen(!treeOpen)}>
              {t('user:deptPicked', { name: dept?.name ?? t('user:allDepts') })}
            </Button>
          )}
          {/* kept mounted while folded: the tree is fetched once, and keeps its search */}
          <div hidden={folded} style={phone ? { padding: 8 } : undefined}>
            <DeptSideTree
              selected={dept?.id}
              onSelect={(picked) => {
                setDept(picked);
                setTreeOpen(false);
              }}
            />
          </div>
        </Card>
      </Col>
      {/* a basis of 0, so that a wide table scrolls inside the column instead of wrapping it under the tree */}
      <Col xs={24} md={{ flex: '1 1 0' }} style={{ minWidth: 0 }}>
        <CrudPage definition={userDefinition} fixedQuery={fixedQuery} />
      </Col>
    </Row>
  );
}
