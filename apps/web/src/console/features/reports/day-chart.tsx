import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DaySeries {
  label: string;
  values: number[];
  color: string;
}

/** Days (yyyy-mm-dd) as uPlot's x values: seconds at UTC midnight, shown in UTC so each stays its own day. */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A line per series over the period's days; as wide as its box, redrawn when the box changes. */
export function DayChart({
  days,
  series,
  label,
  dayLabel,
}: {
  days: string[];
  series: DaySeries[];
  label: string;
  /** The legend's name for the x values (uPlot's own is English 'Time'). */
  dayLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The canvas cannot read CSS: the labels take the page's text colour, the grid a faint one.
    const text = getComputedStyle(element).color;
    const grid = { stroke: 'rgb(127 127 127 / 20%)', width: 1 };
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: 200,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(1, max)] } },
        series: [
          { label: dayLabel },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: true },
          })),
        ],
        axes: [
          {
            stroke: text,
            grid,
            ticks: grid,
            // Whole days only (uPlot would otherwise tick every few hours).
            incrs: [86_400, 2 * 86_400, 7 * 86_400, 14 * 86_400, 28 * 86_400],
            values: (_chart, splits) => splits.map((seconds) => shortDay.format(new Date(seconds * 1000))),
          },
          { stroke: text, grid, ticks: grid, size: 56 },
        ],
      },
      [days.map(secondsOf), ...series.map((line) => line.values)],
      element,
    );
    const resized = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 200 }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [days, series, dayLabel]);
  return <div ref={box} className="report-chart" role="img" aria-label={label} />;
}
