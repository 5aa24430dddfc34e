import { Empty, Spin, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../contract/workflow';
import { request } from '../../lib/request';


interface Props {
  /** e.g. /biz/order/12/history */
  url: string;
  /** a field's title, e.g. customsStatus → 报关状态; the field name when absent */
  fieldLabel?: (field: string) => string;
  /** changes when the record moved, to read the history again */
  version?: unknown;
}

/** A record's status changes as a timeline: when, who, from → to, and the remark. */
export function StatusHistory({ url, fieldLabel, version }: Props) {
  const { t } = useTranslation(['crud']);
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);

  useEffect(() => {
    let live = true;
    request<{ data: HistoryEntry[] }>({ url, method: 'get' })
      .then((body) => live && setEntries(body.data))
      .catch(() => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [url, version]);

  if (!entries) return <Spin />;
  if (entries.length === 0) return <Empty description={t('crud:noHistory')} />;
  return (
    <Timeline
      items={entries.map((e) => ({
        key: e.historyId,
        content: (
          <div className="status-history-entry">
            <div>
              {/* a record that starts life in a status (an order made from a pre-order) has no "from" */}
              <strong>{fieldLabel ? fieldLabel(e.field) : e.field}</strong>: {e.fromStatus ? `${e.fromLabel} → ${e.toLabel}` : e.toLabel}
            </div>
            <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
              {e.operTime} · {e.operBy}
            </div>
            {e.remark && <div>{e.remark}</div>}
          </div>
        ),
      }))}
    />
  );
}
