import { Alert, Modal, Spin, Tabs } from 'antd';
import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import sqlLanguage from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import 'highlight.js/styles/github.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenPreview } from '../../../contract/gen';
import { previewCode } from './api';

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('sql', sqlLanguage);

const languageOf = (file: string) => (file.endsWith('.json') ? 'json' : file.endsWith('.sql') ? 'sql' : 'typescript');

/**
 * Every generated file in a tab of its own, highlighted; the tab names the file's path in the
 * repository. Read only: for a module already in the tree the server's notice says so above the tabs.
 */
export function PreviewDialog({ tableId, onClose }: { tableId?: number; onClose: () => void }) {
  const { t } = useTranslation(['gen']);
  const [preview, setPreview] = useState<{ files: GenPreview; notice: string | null }>();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    setPreview(undefined);
    // a refusal has been shown by the request layer: nothing to preview
    if (tableId) void previewCode(tableId).then(setPreview, () => close.current());
  }, [tableId]);
  return (
    <Modal open={!!tableId} title={t('gen:preview')} width="80%" footer={null} onCancel={onClose} destroyOnHidden>
      {preview ? (
        <>
          {preview.notice && <Alert type="info" showIcon title={preview.notice} style={{ marginBottom: 12 }} />}
          <Tabs
            size="small"
            items={Object.entries(preview.files).map(([file, text]) => ({
              key: file,
              label: file.split('/').slice(-2).join('/'),
              children: (
                <>
                  <div className="gen-preview-path">{file}</div>
                  {/* highlight.js escapes the text it marks up: no generated text reaches the page as markup */}
                  <pre className="gen-preview-code">
                    <code className="hljs" dangerouslySetInnerHTML={{ __html: hljs.highlight(text, { language: languageOf(file) }).value }} />
                  </pre>
                </>
              ),
            }))}
          />
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
