import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page';
import { menuDefinition } from './menu-definition';

export { menuDefinition };

export function MenuPage() {
  const { t } = useTranslation(['menu']);
  const definition = useMemo(() => menuDefinition(t), [t]);
  return <CrudPage definition={definition} />;
}
