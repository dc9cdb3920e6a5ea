import EChartsReactCore from 'echarts-for-react/esm/core';
import { echarts, type EChartsCoreOption } from './echarts-setup';
import type { LiveChartProps } from './live-chart-types';

// The lazily loaded half of LiveChart: ECharts enters the bundle only here.

interface Palette {
  text: string;
  muted: string;
  grid: string;
  tooltipBg: string;
  tooltipText: string;
  series: string[];
}

const palettes: Record<'light' | 'dark', Palette> = {
  light: {
    text: '#334155',
    muted: '#64748b',
    grid: '#e2e8f0',
    tooltipBg: '#ffffff',
    tooltipText: '#1e293b',
    series: ['#2563eb', '#0891b2', '#7c3aed', '#059669', '#d97706', '#e11d48', '#64748b'],
  },
  dark: {
    text: '#cbd5e1',
    muted: '#7f93b2',
    grid: 'rgba(148, 163, 184, 0.14)',
    tooltipBg: 'rgba(8, 20, 43, 0.92)',
    tooltipText: '#e2e8f0',
    series: ['#22d3ee', '#3b82f6', '#a78bfa', '#34d399', '#fbbf24', '#fb7185', '#94a3b8'],
  },
};

function optionOf(props: LiveChartProps): EChartsCoreOption {
  const p = palettes[props.tone ?? 'light'];
  const s = props.scale ?? 1;
  const font = (px: number) => Math.round(px * s);
  const labels = props.data.map((d) => d.label);
  const values = props.data.map((d) => d.value);
  const tooltip = {
    backgroundColor: p.tooltipBg,
    borderColor: p.grid,
    textStyle: { color: p.tooltipText, fontSize: font(12) },
    padding: [font(6), font(10)],
  };
  const axisLabel = { color: p.muted, fontSize: font(11) };
  const splitLine = { lineStyle: { color: p.grid } };
  const grid = { left: font(8), right: font(12), top: font(18), bottom: font(4), containLabel: true };

  if (props.kind === 'donut') {
    const total = values.reduce((sum, v) => sum + v, 0);
    const valueOf = new Map(props.data.map((d) => [d.label, d.value]));
    const legend = {
      icon: 'circle',
      itemWidth: font(8),
      itemHeight: font(8),
      itemGap: font(10),
      // Each entry with its value and share, in aligned columns.
      formatter: (name: string) => {
        const v = valueOf.get(name) ?? 0;
        return `{n|${name}}{v|${v}}{s|${total ? Math.round((v / total) * 100) : 0}%}`;
      },
      textStyle: {
        color: p.text,
        fontSize: font(12),
        rich: {
          n: { width: font(78), color: p.text, fontSize: font(12) },
          v: { width: font(36), align: 'right', color: p.text, fontSize: font(12), fontWeight: 600 },
          s: { width: font(38), align: 'right', color: p.muted, fontSize: font(11) },
        },
      },
    };
    // Wide: the legend beside the ring; narrow (a small dashboard card): under it.
    return {
      baseOption: {
        color: p.series,
        tooltip: { ...tooltip, trigger: 'item', formatter: '{b}: {c} ({d}%)' },
        legend: { ...legend, orient: 'vertical', left: 'auto', right: font(4), top: 'middle', bottom: 'auto' },
        series: [
          {
            type: 'pie',
            name: props.valueName,
            radius: ['50%', '76%'],
            center: ['27%', '50%'],
            avoidLabelOverlap: true,
            itemStyle: { borderColor: props.tone === 'dark' ? '#071227' : '#fff', borderWidth: Math.max(1, font(2)) },
            label: { show: false },
            data: props.data.map((d) => ({ name: d.label, value: d.value })),
          },
        ],
      },
      media: [
        {
          query: { maxAspectRatio: 1.7 },
          option: {
            legend: { orient: 'horizontal', left: 'center', right: 'auto', top: 'auto', bottom: 0 },
            series: [{ radius: ['40%', '62%'], center: ['50%', '40%'] }],
          },
        },
      ],
    };
  }

  if (props.kind === 'rank') {
    const top = [...props.data].reverse();
    return {
      color: p.series,
      tooltip: { ...tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { ...grid, top: font(4) },
      xAxis: { type: 'value', axisLabel, splitLine, minInterval: 1 },
      yAxis: {
        type: 'category',
        data: top.map((d) => d.label),
        axisLabel: { ...axisLabel, color: p.text, fontSize: font(12) },
        axisLine: { show: false },
        axisTick: { show: false },
      },
      series: [
        {
          type: 'bar',
          name: props.valueName,
          data: top.map((d) => d.value),
          barWidth: '56%',
          itemStyle: {
            borderRadius: [0, font(4), font(4), 0],
            color: new echarts.graphic.LinearGradient(0, 0, 1, 0, [
              { offset: 0, color: p.series[1]! },
              { offset: 1, color: p.series[0]! },
            ]),
          },
          label: { show: true, position: 'right', color: p.text, fontSize: font(11) },
        },
      ],
    };
  }

  const area = (color: string) =>
    new echarts.graphic.LinearGradient(0, 0, 0, 1, [
      { offset: 0, color: `${color}66` },
      { offset: 1, color: `${color}00` },
    ]);
  const line = (name: string, data: number[], color: string, filled: boolean) => ({
    type: 'line',
    name,
    data,
    smooth: true,
    showSymbol: false,
    lineStyle: { width: Math.max(1, font(2)), color },
    itemStyle: { color },
    ...(filled ? { areaStyle: { color: area(color) } } : {}),
  });
  return {
    color: p.series,
    tooltip: { ...tooltip, trigger: 'axis' },
    legend: props.secondary
      ? {
          top: 0,
          right: 0,
          icon: 'roundRect',
          itemWidth: font(12),
          itemHeight: font(4),
          textStyle: { color: p.text, fontSize: font(11) },
        }
      : undefined,
    grid: { ...grid, top: props.secondary ? font(26) : font(14) },
    xAxis: {
      type: 'category',
      data: labels,
      boundaryGap: props.kind === 'bars',
      axisLabel,
      axisLine: { lineStyle: { color: p.grid } },
      axisTick: { show: false },
    },
    yAxis: { type: 'value', axisLabel, splitLine, minInterval: 1 },
    series:
      props.kind === 'bars'
        ? [
            {
              type: 'bar',
              name: props.valueName,
              data: values,
              barWidth: '50%',
              itemStyle: { borderRadius: [font(3), font(3), 0, 0] },
            },
          ]
        : [
            line(props.valueName, values, p.series[0]!, true),
            ...(props.secondary ? [line(props.secondary.name, props.secondary.values, p.series[5]!, false)] : []),
          ],
  };
}

/** One ECharts chart drawn on canvas at the device's pixel ratio (crisp on 4K walls), sized by its container. */
export default function LiveChartView(props: LiveChartProps) {
  // echarts-for-react compares options by value, so an equal option on the next render costs no redraw.
  return (
    <EChartsReactCore
      echarts={echarts}
      option={optionOf(props)}
      notMerge={false}
      lazyUpdate
      style={{ height: props.height, width: '100%' }}
      opts={{ renderer: 'canvas' }}
    />
  );
}
