import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page';
import { warehouseDefinition } from './warehouse-definition';

export { warehouseDefinition };

export function WarehousePage() {
  const { t } = useTranslation(['warehouse']);
  const definition = useMemo(() => warehouseDefinition(t), [t]);
  return <CrudPage definition={definition} />;
}
