import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A licence plate, upper-cased as typed (the server stores it so, without spaces). */
export function PlateInput({ id, value, onChange }: Props) {
  const { t } = useTranslation(['appointment']);
  return <Input id={id} value={value} maxLength={20} placeholder={t('appointment:platePlaceholder')} onChange={(e) => onChange?.(e.target.value.toUpperCase())} />;
}
