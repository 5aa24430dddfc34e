import { Card, Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page';
import { DeptSideTree } from './dept-side-tree';
import { userDefinition } from './user-definition';

export { userDefinition };

/**
 * Users (/system/user): the department tree on the left filters the list on the right. On a phone
 * the tree sits above the list, which would otherwise be squeezed to a sliver beside it.
 */
export function UserPage() {
  const [deptId, setDeptId] = useState<number>();
  const fixedQuery = useMemo(() => ({ deptId }), [deptId]);
  return (
    <Row gutter={8} style={{ paddingLeft: 16 }}>
      <Col xs={24} md={{ flex: '240px' }}>
        <Card size="small" style={{ marginTop: 16 }} styles={{ body: { padding: 12 } }}>
          <DeptSideTree selected={deptId} onSelect={setDeptId} />
        </Card>
      </Col>
      {/* a basis of 0, so that a wide table scrolls inside the column instead of wrapping it under the tree */}
      <Col xs={24} md={{ flex: '1 1 0' }} style={{ minWidth: 0 }}>
        <CrudPage definition={userDefinition} fixedQuery={fixedQuery} />
      </Col>
    </Row>
  );
}
