import { Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CronNextResult } from '../../../contract/job';
import { cronNext } from './api';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

const DEBOUNCE_MS = 400;

/** The cron field: as one types, the server's next five fire times (or croner's objection) below it. */
export function CronInput({ id, value, onChange }: Props) {
  const { t } = useTranslation(['job', 'crud']);
  const expression = value?.trim() ?? '';
  const [answer, setAnswer] = useState<{ expression: string; result: CronNextResult }>();

  useEffect(() => {
    if (!expression) return;
    let live = true;
    const timer = setTimeout(() => {
      cronNext(expression)
        .then((result) => live && setAnswer({ expression, result }))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [expression]);

  const result = answer?.expression === expression ? answer.result : undefined;
  return (
    <>
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={t('crud:enter', { label: t('job:cronExpression') })} />
      {expression && (
        <div className="cron-next" aria-live="polite" style={{ marginTop: 4 }}>
          {!result && <Typography.Text type="secondary">{t('job:cronChecking')}</Typography.Text>}
          {result?.problem && <Typography.Text type="danger">{result.problem.replace(/^cronExpression: /, '')}</Typography.Text>}
          {result && !result.problem && (
            <Typography.Text type="secondary">
              {t('job:cronNext')}: {result.next.join(' · ')}
            </Typography.Text>
          )}
        </div>
      )}
    </>
  );
}
