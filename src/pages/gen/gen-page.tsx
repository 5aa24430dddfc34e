import { CrudPage } from '../../components/crud/crud-page';
import { genDefinition } from './gen-definition';

export { genDefinition };

/** The code generator (/tool/gen): a live table becomes a module of this console. */
export function GenPage() {
  return <CrudPage definition={genDefinition} />;
}
