import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermissionStore } from '../../../stores/permission';
import { buildMenu, searchEntries, type SearchEntry } from '../menu-tree';
import { createMenuSearch } from './menu-search';

export function HeaderSearch() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const sidebarRoutes = usePermissionStore((s) => s.sidebarRoutes);
  const search = useMemo(() => createMenuSearch(searchEntries(buildMenu(sidebarRoutes ?? []))), [sidebarRoutes]);
  const [show, setShow] = useState(false);
  const [results, setResults] = useState<SearchEntry[]>([]);

  const close = () => {
    setShow(false);
    setResults([]);
  };
  const onSelect = (path: string) => {
    const entry = results.find((r) => r.path === path);
    close();
    if (entry?.external) window.open(entry.external, '_blank', 'noopener');
    else navigate(path);
  };

  return (
    <div className={show ? 'header-search show' : 'header-search'}>
      <Button
        type="text"
        className="navbar-action"
        aria-label={t('search')}
        icon={<SearchOutlined />}
        onClick={() => (show ? close() : setShow(true))}
      />
      {show && (
        <Select
          className="header-search-select"
          autoFocus
          defaultOpen
          value={null}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          showSearch={{ filterOption: false, onSearch: (q) => setResults(search(q)) }}
          options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
          notFoundContent={t('searchEmpty')}
          virtual={false}
          onChange={onSelect}
          onBlur={close}
        />
      )}
    </div>
  );
}
