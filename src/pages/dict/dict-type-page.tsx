import { CrudPage } from '../../components/crud/crud-page';
import { dictTypeDefinition } from './dict-type-definition';

export { dictTypeDefinition };

/** Dictionary types (/system/dict). */
export function DictTypePage() {
  return <CrudPage definition={dictTypeDefinition} />;
}
