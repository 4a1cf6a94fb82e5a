import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TowerInfo } from '@/api/modules/tower/tower-info';
import { Providers } from '@/app/providers';
import { CrudSearchForm } from '@/components/crud';
import { CrudTable, defaultHiddenColumns } from '@/components/crud/crud-table';
import { i18n } from '@/lib/i18n';
import { towerInfoResource } from '@/resources/tower-info/tower-info.resource';
import { useApp } from '@/stores/app';
import { signIn } from '../helpers';

const LABELS = ['料塔编号', '位置', '所属部门', '物料', '网关序列号', '启用状态'];

/** The frame's device, as main-layout's matchMedia watcher sets it below and above 992 px. */
function atWidth(device: 'mobile' | 'desktop') {
  act(() => useApp.setState({ device }));
}

afterEach(() => atWidth('desktop'));

function renderSearch(onSearch = vi.fn()) {
  render(
    <Providers>
      <CrudSearchForm resource={towerInfoResource} onSearch={onSearch} />
    </Providers>,
  );
  return onSearch;
}

describe('the search form below 992 px', () => {
  it('shows its first field and a keyboard toggle for the other five', async () => {
    await signIn();
    atWidth('mobile');
    renderSearch();
    const visible = (label: string) => expect(screen.getByLabelText(label, { selector: 'input' })).toBeVisible();
    const hidden = (label: string) => expect(screen.getByLabelText(label, { selector: 'input' })).not.toBeVisible();
    visible('料塔编号');
    LABELS.slice(1).forEach(hidden);

    const toggle = screen.getByRole('button', { name: /更多筛选（5）/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    LABELS.forEach(visible);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(/收起筛选/);

    await user.keyboard(' ');
    LABELS.slice(1).forEach(hidden);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the toggle in English', async () => {
    await signIn();
    await act(() => i18n.changeLanguage('en'));
    atWidth('mobile');
    renderSearch();
    const toggle = screen.getByRole('button', { name: /More filters \(5\)/ });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAccessibleName(/Fewer filters/);
  });

  it('still searches by a folded field', async () => {
    await signIn();
    atWidth('mobile');
    const onSearch = renderSearch();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /更多筛选/ }));
    await user.type(screen.getByLabelText('位置', { selector: 'input' }), 'north');
    await user.click(screen.getByRole('button', { name: /收起筛选/ }));
    await user.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ location: 'north' });
  });

  it('shows every field and no toggle at 992 px and over', async () => {
    await signIn();
    renderSearch();
    for (const label of LABELS) expect(screen.getByLabelText(label, { selector: 'input' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /更多筛选|收起筛选/ })).toBeNull();
  });
});

describe('the tower list below 992 px', () => {
  const rows: TowerInfo[] = [{ id: 1, towerId: 'T-01', location: '一号车间', lastWeight: 12, capacity: 30 }];
  const headers = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '');

  function renderTowers() {
    return render(
      <Providers>
        <CrudTable
          resource={towerInfoResource}
          rows={rows}
          loading={false}
          hiddenColumns={defaultHiddenColumns(towerInfoResource)}
        />
      </Providers>,
    );
  }

  it('puts the fill column right after the tower number', () => {
    atWidth('mobile');
    renderTowers();
    expect(headers().slice(0, 2)).toEqual(['料塔编号', '当前重量 / 料位']);
  });

  it('keeps the declared order on a desktop', () => {
    renderTowers();
    expect(headers().slice(0, 3)).toEqual(['料塔编号', '位置', '部门']);
  });
});
