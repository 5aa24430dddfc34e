import { CrudPage } from '../../components/crud/crud-page';
import { noticeDefinition } from './notice-definition';

export { noticeDefinition };

/** Notices and announcements (/system/notice). */
export function NoticePage() {
  return <CrudPage definition={noticeDefinition} />;
}
