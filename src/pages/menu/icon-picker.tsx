import { Button, Input, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/menu-icon/menu-icon';
import { menuIconNames } from '../../components/menu-icon/menu-icon';

interface Props {
  /** from the Form.Item; '#' means none (RuoYi) */
  value?: string;
  onChange?: (name: string) => void;
  /** from the Form.Item, so that the label names the input */
  id?: string;
}

/** RuoYi's icon select: a searchable popover of the icons the sidebar can draw. */
export function IconPicker({ value, onChange, id }: Props) {
  const { t } = useTranslation(['menu']);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const chosen = value && value !== '#' ? value : '';
  const shown = menuIconNames.filter((n) => n.includes(filter.trim().toLowerCase()));

  const content = (
    <div style={{ width: 420 }}>
      <Input allowClear placeholder={t('menu:iconSearch')} value={filter} onChange={(e) => setFilter(e.target.value)} />
      <div role="listbox" aria-label={t('menu:icon')} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, maxHeight: 240, overflow: 'auto', marginTop: 8 }}>
        {shown.map((name) => (
          <Button
            key={name}
            role="option"
            aria-selected={name === chosen}
            type={name === chosen ? 'primary' : 'text'}
            icon={<MenuIcon name={name} />}
            style={{ justifyContent: 'flex-start' }}
            onClick={() => {
              onChange?.(name);
              setOpen(false);
            }}
          >
            {name}
          </Button>
        ))}
      </div>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" content={content}>
      <Input
        id={id}
        readOnly
        allowClear
        value={chosen}
        placeholder={t('menu:iconPlaceholder')}
        prefix={chosen ? <MenuIcon name={chosen} /> : <span />}
        onChange={(e) => {
          if (!e.target.value) onChange?.('#');
        }}
      />
    </Popover>
  );
}
