import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, useSettingsStore, type LayoutSettings } from '../../../stores/settings';

const COLOR_NAMES = [
  'colorDaybreak',
  'colorMint',
  'colorCyan',
  'colorSlate',
  'colorRed',
  'colorVolcano',
  'colorGold',
  'colorNavy',
];

const SWITCHES: { key: Exclude<keyof LayoutSettings, 'theme'>; label: string }[] = [
  { key: 'tagsView', label: 'tagsView' },
  { key: 'fixedHeader', label: 'fixedHeader' },
  { key: 'sidebarLogo', label: 'sidebarLogo' },
];

export function SettingsDrawer() {
  const { t } = useTranslation('layout');
  const settings = useSettingsStore();
  const { changeSetting } = settings;

  return (
    <Drawer
      title={t('layoutSettings')}
      placement="right"
      size={300}
      open={settings.showSettings}
      onClose={() => changeSetting({ key: 'showSettings', value: false })}
      footer={
        <div className="settings-footer">
          <Typography.Text type="secondary">{t('settingsSaved')}</Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={settings.resetSettings}>
            {t('resetSettings')}
          </Button>
        </div>
      }
    >
      <Typography.Title level={5}>{t('themeColor')}</Typography.Title>
      <div className="theme-swatches" role="radiogroup" aria-label={t('themeColor')}>
        {THEME_PRESETS.map((color, i) => {
          const selected = settings.theme.toLowerCase() === color.toLowerCase();
          return (
            <Tooltip key={color} title={`${t(COLOR_NAMES[i])} ${color}`}>
              <button
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={t(COLOR_NAMES[i])}
                className="theme-swatch"
                style={{ background: color }}
                onClick={() => changeSetting({ key: 'theme', value: color })}
              >
                {selected && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <Divider />
      <Typography.Title level={5}>{t('layoutConfig')}</Typography.Title>
      {SWITCHES.map(({ key, label }) => (
        <div className="settings-row" key={key}>
          <span>{t(label)}</span>
          <Switch
            aria-label={t(label)}
            checked={settings[key]}
            onChange={(value) => changeSetting({ key, value })}
          />
        </div>
      ))}
    </Drawer>
  );
}
