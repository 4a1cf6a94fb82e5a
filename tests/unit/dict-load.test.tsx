import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { clearDictCache, DictValue, getDict, useDict, wmsDict } from '@/components/list';
import { dictItems } from '@mocks/seed/dicts';
import { wmsDictItems } from '@mocks/seed/wms-selection-dict';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

const SYSTEM_TYPES = [
  'sys_normal_disable',
  'sys_user_sex',
  'sys_show_hide',
  'sys_yes_no',
  'sys_job_status',
  'sys_job_group',
  'sys_oper_type',
  'sys_common_status',
  'sys_notice_type',
  'sys_menu_type',
];
const MODULE_TYPES = [
  'wms_accuracy_class',
  'wms_box_housing',
  'wms_cabinet_material',
  'wms_chip_protocol',
  'wms_indicator_class',
  'wms_ip_rating',
  'wms_load_direction',
  'wms_modular_material',
  'wms_plate_material',
  'wms_sensor_material',
];

/** 20 types, each with the values its dictionary has (first active ones). */
function dictionaries(): { type: string; values: string[] }[] {
  const system = SYSTEM_TYPES.map((type) => ({
    type,
    values: dictItems()
      .filter((i) => i.dictType === type && i.status === '0')
      .map((i) => i.dictValue),
  }));
  const module = MODULE_TYPES.map((type) => ({
    type: wmsDict(type),
    values: wmsDictItems()
      .filter((i) => i.dictType === type && i.status === '0')
      .map((i) => i.dictValue),
  }));
  return [...system, ...module];
}

/** 500 tags: 25 per type, cycling through the type's values; `shift` changes which value each shows. */
function Tags({ shift }: { shift: number }) {
  return (
    <div>
      {dictionaries().flatMap(({ type, values }) =>
        Array.from({ length: 25 }, (_, i) => (
          <DictValue key={`${type}-${i}`} type={type} value={values[(i + shift) % values.length]} />
        )),
      )}
    </div>
  );
}

/** Dictionary requests (system and module) the page made. */
function countDictionaryRequests(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/\/(dicts\/items|wms\/dictitems)\/type\//.test(path)) asked.push(path);
  });
  return asked;
}

describe('a page of 500 dictionary tags over 20 types', () => {
  it('asks once per type, and not again when it renders again or opens again', async () => {
    for (const { type, values } of dictionaries()) expect(values.length, type).toBeGreaterThan(0);
    await signIn();
    clearDictCache();
    server.events.removeAllListeners();
    const asked = countDictionaryRequests();
    const tagsOf = (container: HTMLElement) => container.querySelectorAll('.ant-tag').length;

    const page = render(
      <Providers>
        <Tags shift={0} />
      </Providers>,
    );
    await waitFor(() => expect(tagsOf(page.container)).toBe(500), { timeout: 10_000 });
    expect(asked).toHaveLength(20);
    expect(new Set(asked).size).toBe(20);

    // New values on every tag: a re-render reads the cache.
    page.rerender(
      <Providers>
        <Tags shift={1} />
      </Providers>,
    );
    expect(tagsOf(page.container)).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(20);

    // Closed and opened again (a tab closed and reopened): still no request.
    page.unmount();
    const again = render(
      <Providers>
        <Tags shift={2} />
      </Providers>,
    );
    expect(tagsOf(again.container)).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(20);
    again.unmount();
  });
});

describe('a dictionary already in the cache', () => {
  it('shows its items on the first render and renders no second time for them (a page opened after its prefetch)', async () => {
    await signIn();
    clearDictCache();
    await getDict('sys_normal_disable');
    const renders: number[] = [];
    function Probe() {
      const items = useDict('sys_normal_disable');
      renders.push(items.length);
      return null;
    }
    render(<Probe />);
    await act(async () => new Promise((settle) => setTimeout(settle, 50)));
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every((count) => count > 0)).toBe(true);
    expect(renders).toHaveLength(1);
  });
});
