import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierLinkCreated } from '../../../contract/supplier-booking';
import { CrudPage } from '../../components/crud/crud-page';
import { onLinkCreated } from './api';
import { CreatedLink } from './created-link';
import { supplierLinkDefinition } from './supplier-link-definition';

export { supplierLinkDefinition };

/** Supplier links: cs makes a booking link per supplier and sends it; the supplier books its own trucks through it. */
export function SupplierLinkPage() {
  const { t } = useTranslation(['supplier-link']);
  const [created, setCreated] = useState<SupplierLinkCreated>();
  const definition = useMemo(() => supplierLinkDefinition({ t }), [t]);
  useEffect(() => onLinkCreated(setCreated), []);
  return (
    <>
      <CrudPage definition={definition} />
      <CreatedLink link={created} onClose={() => setCreated(undefined)} />
    </>
  );
}
