import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chart, type ChartTheme } from '@/components/chart';
import { i18n } from '@/lib/i18n';
import { useSettings } from '@/stores/settings';

/** A stand-in for ECharts (jsdom has no canvas): records what the component asks of it. */
const fake = vi.hoisted(() => {
  const instances: {
    locale: string | undefined;
    options: Record<string, unknown>[];
    resize: ReturnType<typeof vi.fn>;
    dispose: ReturnType<typeof vi.fn>;
  }[] = [];
  return {
    instances,
    init: (_element: HTMLElement, _theme: unknown, opts?: { locale?: string }) => {
      const instance = {
        locale: opts?.locale,
        options: [] as Record<string, unknown>[],
        resize: vi.fn(),
        dispose: vi.fn(),
      };
      instances.push(instance);
      return {
        setOption: (option: Record<string, unknown>) => instance.options.push(option),
        resize: instance.resize,
        dispose: instance.dispose,
      };
    },
  };
});
vi.mock('echarts/core', () => ({ init: fake.init, use: vi.fn() }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

let observed: ResizeObserverCallback | undefined;
class RecordingResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = undefined;
  }
}

const option = ({ primary, palette }: ChartTheme) => ({ series: [{ type: 'line', color: primary }], palette });

const realResizeObserver = window.ResizeObserver;

beforeEach(() => {
  fake.instances.length = 0;
  // The setup's stub is writable but not configurable: swapped by assignment.
  window.ResizeObserver = RecordingResizeObserver as unknown as typeof ResizeObserver;
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    run(0);
    return 1;
  });
  useSettings.setState({ themeColor: '#409EFF' });
});
afterEach(() => {
  window.ResizeObserver = realResizeObserver;
  vi.unstubAllGlobals();
});

describe('Chart (the one ECharts component)', () => {
  it('draws with the theme colour first, in the page language, and says what it shows', () => {
    render(<Chart option={option} label="weight of LT-A-01" />);
    expect(screen.getByRole('img', { name: 'weight of LT-A-01' })).toBeInTheDocument();
    const [chart] = fake.instances;
    expect(chart.locale).toBe('ZH');
    const drawn = chart.options.at(-1);
    expect(drawn?.color).toEqual(expect.arrayContaining(['#409EFF']));
    expect((drawn?.color as string[])[0]).toBe('#409EFF');
    expect(drawn?.series).toEqual([{ type: 'line', color: '#409EFF' }]);
  });

  it('follows a new theme colour and a new language (a new instance: ECharts fixes its locale at init)', async () => {
    render(<Chart option={option} label="chart" />);
    act(() => useSettings.setState({ themeColor: '#13c2c2' }));
    expect((fake.instances[0].options.at(-1)?.color as string[])[0]).toBe('#13c2c2');

    await act(() => i18n.changeLanguage('en'));
    expect(fake.instances).toHaveLength(2);
    expect(fake.instances[0].dispose).toHaveBeenCalled();
    expect(fake.instances[1].locale).toBe('EN');
    expect((fake.instances[1].options.at(-1)?.color as string[])[0]).toBe('#13c2c2');
  });

  it('resizes with its box, not while hidden (zero size), and lets go of the instance on unmount', () => {
    const view = render(<Chart option={option} label="chart" />);
    const host = screen.getByRole('img');
    const size = (width: number) => {
      Object.defineProperty(host, 'clientWidth', { configurable: true, value: width });
      Object.defineProperty(host, 'clientHeight', { configurable: true, value: width ? 300 : 0 });
    };
    size(800);
    act(() => observed?.([], {} as ResizeObserver));
    expect(fake.instances[0].resize).toHaveBeenCalledTimes(1);
    size(0);
    act(() => observed?.([], {} as ResizeObserver));
    expect(fake.instances[0].resize).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(fake.instances[0].dispose).toHaveBeenCalled();
    expect(observed).toBeUndefined();
  });
});
