import { Card, Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page';
import { DeptSideTree } from './dept-side-tree';
import { userDefinition } from './user-definition';

export { userDefinition };

/** Users (/system/user): the department tree on the left filters the list on the right. */
export function UserPage() {
  const [deptId, setDeptId] = useState<number>();
  const fixedQuery = useMemo(() => ({ deptId }), [deptId]);
  return (
    <Row gutter={8} wrap={false} style={{ paddingLeft: 16 }}>
      <Col flex="240px">
        <Card size="small" style={{ marginTop: 16 }} styles={{ body: { padding: 12 } }}>
          <DeptSideTree selected={deptId} onSelect={setDeptId} />
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <CrudPage definition={userDefinition} fixedQuery={fixedQuery} />
      </Col>
    </Row>
  );
}
