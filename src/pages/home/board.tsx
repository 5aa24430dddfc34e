import { Card, Col, Empty, Progress, Row, Statistic, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Board, BoardFigure } from '../../../contract/home';
import { parseTime } from '../../lib/ruoyi';
import { getBoard } from './api';

const TrendChart = lazy(() => import('./trend-chart'));

const suffixOf = (f: BoardFigure) => (f.key === 'onTimeRate' ? '%' : undefined);

/**
 * The oldest waiting item's time on one line of a figure's card: month, day and minute this year
 * (the day alone before it); the full time is its title. Two lines a card pushed a section's
 * last row of figures below the fold of a 1366×800 laptop.
 */
function shortTime(time: string): string | null {
  const sameYear = parseTime(time, '{y}') === String(new Date().getFullYear());
  return parseTime(time, sameYear ? '{m}-{d} {h}:{i}' : '{y}-{m}-{d}');
}

/** One figure: its value (— when there is nothing to measure), the oldest waiting item, and a link to the list it counts. */
function FigureCard({ figure }: { figure: BoardFigure }) {
  const { t } = useTranslation(['home']);
  const title = t(`home:board.${figure.key}`);
  const body = (
    <Statistic
      title={title}
      // a laptop shows four sections of figures above the fold (home-page.tsx)
      styles={{ content: { fontSize: 20 } }}
      value={figure.value ?? '—'}
      suffix={figure.value === null ? undefined : figure.key === 'avgDwellMinutes' ? t('home:board.minutes') : suffixOf(figure)}
    />
  );
  return (
    // 10 px at the sides: an English title of 22 characters stays on one line at 1366 px
    <Card size="small" hoverable={!!figure.link} data-figure={figure.key} styles={{ body: { padding: '12px 10px' } }}>
      {figure.link ? (
        // named by what it shows (the figure's title and value), as a speech user reads it
        <Link to={figure.link}>
          {body}
        </Link>
      ) : (
        body
      )}
      {figure.oldest && (
        <Typography.Text type="secondary" title={parseTime(figure.oldest) ?? undefined}>
          {t('home:board.oldest', { time: shortTime(figure.oldest) })}
        </Typography.Text>
      )}
    </Card>
  );
}

/**
 * The operations board: what the signed-in person's work is today — the docks for warehouse staff,
 * filings for customs, pre-orders and bookings for customer service — every figure a link.
 */
export function OperationsBoard() {
  const { t } = useTranslation(['home']);
  const [board, setBoard] = useState<Board>();
  useEffect(() => {
    let live = true;
    getBoard()
      .then((data) => live && setBoard(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const labels = useMemo(() => ({ orders: t('home:board.trendOrders'), received: t('home:board.trendReceived') }), [t]);
  if (!board) return null;
  if (!board.sections.length) return null;
  return (
    <>
      {/* the board opens the page: on a laptop (xl) two sections side by side, three figures a row
          in each, so that four sections of six or seven figures stay above the fold at 1366×800 */}
      <Row gutter={[16, 16]}>
        {board.sections.map((section) => (
          <Col key={section.key} xs={24} xl={board.sections.length > 1 ? 12 : 24}>
            <Card size="small" title={t(`home:board.${section.key}`)} style={{ height: '100%' }}>
              <Row gutter={[12, 12]}>
                {section.figures.map((f) => (
                  <Col key={f.key} xs={12} md={8} xl={board.sections.length > 1 ? 8 : 4}>
                    <FigureCard figure={f} />
                  </Col>
                ))}
              </Row>
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {board.docks.length > 0 && (
          <Col xs={24} lg={10}>
            <Card title={t('home:board.docks')}>
              {board.docks.map((d) => (
                // a warehouse's name is not interface text: translate="no" tells translators (and the e2e sweep) so
                <div key={d.warehouseId} style={{ marginBottom: 8 }} translate="no">
                  <Typography.Text>{d.warehouseName}</Typography.Text>
                  <Progress aria-label={d.warehouseName} percent={d.capacity ? Math.round((d.booked / d.capacity) * 100) : 0} format={() => `${d.booked} / ${d.capacity}`} status={d.capacity && d.booked >= d.capacity ? 'exception' : 'normal'} />
                </div>
              ))}
            </Card>
          </Col>
        )}
        {board.trend.length > 0 && (
          <Col xs={24} lg={board.docks.length ? 14 : 24}>
            <Card title={t('home:board.trend')}>
              <Suspense fallback={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="" />}>
                <TrendChart trend={board.trend} labels={labels} />
              </Suspense>
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}
