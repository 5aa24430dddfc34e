import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { Board } from '../../../contract/home';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** Orders created and trucks received per day, the series the caller may see (echarts, in its own chunk: the home page loads it after its figures). */
export default function TrendChart({ trend, labels }: { trend: Board['trend']; labels: { orders: string; received: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const chart = echarts.init(box.current, undefined, { renderer: 'svg' });
    // the series the caller may see: the server leaves out the other (no deliveries for customs).
    // Straight lines between the days' counts: a smoothed curve overshoots below zero after a day with none.
    const series = (['orders', 'received'] as const)
      .filter((key) => trend.some((p) => p[key] !== undefined))
      .map((key) => ({ name: labels[key], type: 'line' as const, smooth: false, data: trend.map((p) => p[key] ?? 0) }));
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: series.map((s) => s.name) },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: trend.map((p) => p.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1, min: 0 },
      series,
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [trend, labels]);
  return <div ref={box} style={{ height: 260 }} role="img" aria-label={`${labels.orders} / ${labels.received}`} />;
}
