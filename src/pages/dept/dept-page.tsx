import { CrudPage } from '../../components/crud/crud-page';
import { deptDefinition } from './dept-definition';

export { deptDefinition };

/** Departments (/system/dept): a tree table. */
export function DeptPage() {
  return <CrudPage definition={deptDefinition} />;
}
