import {
  BoldOutlined,
  ClearOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Button, Divider, Flex, Input, Popover, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './rich-text.css';

interface Props {
  /** HTML; Form.Item passes value, onChange and id */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
}

const SAFE_URL = /^(https?:\/\/|mailto:|tel:)/i;

function LinkButton({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation(['rich-text']);
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    if (url && SAFE_URL.test(url)) editor.chain().focus().extendMarkRange('link').setLink({ href: url, target: '_blank' }).run();
    setOpen(false);
  };
  const content = (
    <Input.Search
      autoFocus
      size="small"
      style={{ width: 280 }}
      placeholder="https://"
      enterButton={t('rich-text:apply')}
      value={href}
      status={href && !SAFE_URL.test(href.trim()) ? 'error' : undefined}
      onChange={(e) => setHref(e.target.value)}
      onSearch={apply}
    />
  );
  return (
    <Popover open={open} onOpenChange={(o) => { setOpen(o); if (o) setHref((editor.getAttributes('link').href as string) ?? ''); }} content={content} trigger="click">
      <Tooltip title={label}>
        <Button size="small" type={editor.isActive('link') ? 'primary' : 'text'} icon={<LinkOutlined />} aria-label={label} />
      </Tooltip>
    </Popover>
  );
}

/** A light rich-text editor (Tiptap) for notice content: a form control giving HTML. */
export function RichTextEditor({ value, onChange, id, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation(['rich-text']);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] } })],
    content: value ?? '',
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { ...(id ? { id } : {}), role: 'textbox', 'aria-multiline': 'true', 'aria-label': ariaLabel ?? t('rich-text:content') } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  // the form sets the value from outside (edit a row, reset): show it without echoing a change
  useEffect(() => {
    const html = value ?? '';
    if (editor.isEmpty ? html === '' : editor.getHTML() === html) return;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, value]);

  const tool = (key: keyof typeof active, icon: ReactNode, run: () => void) => (
    <Tooltip key={key} title={t(`rich-text:${key}`)}>
      <Button size="small" type={active[key] ? 'primary' : 'text'} icon={icon} aria-label={t(`rich-text:${key}`)} aria-pressed={active[key]} onClick={run} />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  const text = (label: string) => <span style={{ fontWeight: 600, fontSize: 12 }}>{label}</span>;

  return (
    <div className="rich-text-editor">
      <Flex className="rich-text-toolbar" wrap gap={2} align="center" role="toolbar" aria-label={t('rich-text:toolbar')}>
        {tool('bold', <BoldOutlined />, () => chain().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, () => chain().toggleItalic().run())}
        {tool('underline', <UnderlineOutlined />, () => chain().toggleUnderline().run())}
        {tool('strike', <StrikethroughOutlined />, () => chain().toggleStrike().run())}
        <Divider orientation="vertical" />
        {tool('h2', text('H2'), () => chain().toggleHeading({ level: 2 }).run())}
        {tool('h3', text('H3'), () => chain().toggleHeading({ level: 3 }).run())}
        {tool('blockquote', text('❝'), () => chain().toggleBlockquote().run())}
        {tool('bulletList', <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
        {tool('orderedList', <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
        <Divider orientation="vertical" />
        <LinkButton editor={editor} label={t('rich-text:link')} />
        <Tooltip title={t('rich-text:unlink')}>
          <Button size="small" type="text" icon={<DisconnectOutlined />} aria-label={t('rich-text:unlink')} disabled={!active.link} onClick={() => chain().unsetLink().run()} />
        </Tooltip>
        <Tooltip title={t('rich-text:clear')}>
          <Button size="small" type="text" icon={<ClearOutlined />} aria-label={t('rich-text:clear')} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
        </Tooltip>
        <Divider orientation="vertical" />
        <Tooltip title={t('rich-text:undo')}>
          <Button size="small" type="text" icon={<UndoOutlined />} aria-label={t('rich-text:undo')} onClick={() => chain().undo().run()} />
        </Tooltip>
        <Tooltip title={t('rich-text:redo')}>
          <Button size="small" type="text" icon={<RedoOutlined />} aria-label={t('rich-text:redo')} onClick={() => chain().redo().run()} />
        </Tooltip>
      </Flex>
      <EditorContent editor={editor} className="rich-text-content" />
    </div>
  );
}
