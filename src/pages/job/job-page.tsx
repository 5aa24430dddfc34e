import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page';
import { jobDefinition } from './job-definition';

export { jobDefinition };

export function JobPage() {
  const { t } = useTranslation(['job']);
  const definition = useMemo(() => jobDefinition(t), [t]);
  return <CrudPage definition={definition} />;
}
