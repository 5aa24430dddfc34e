import { CrudPage } from '../../components/crud/crud-page';
import { postDefinition } from './post-definition';

export { postDefinition };

/** Posts (/system/post): the job titles users hold. */
export function PostPage() {
  return <CrudPage definition={postDefinition} />;
}
