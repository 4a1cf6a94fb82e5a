import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { CrudPage } from '@/components/crud';
import { jobResource } from '@/resources/job/job.resource';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { ADMIN, findToast, signIn } from '../helpers';

/** The job writes the page sent, in order (`valid` and `create`). */
const writes: string[] = [];

beforeEach(() => {
  writes.length = 0;
  server.use(
    http.post('*/api/admin/job/mng/valid', () => {
      writes.push('valid');
      return undefined;
    }),
    http.post('*/api/admin/job/mng', () => {
      writes.push('create');
      return undefined;
    }),
  );
});

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

/** A button by its text (antd spaces two-character Chinese labels: 新 增; icons add their own names). */
async function buttonNamed(text: RegExp, scope: HTMLElement = document.body): Promise<HTMLElement> {
  const label = await within(scope).findByText(text);
  const found = label.closest('button');
  if (!found) throw new Error(`no button ${String(text)}`);
  return found;
}

async function openAddJob() {
  await signIn(ADMIN);
  await useSession.getState().loadUser();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <MemoryRouter>
        <CrudPage resource={jobResource} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findAllByRole('row', { hidden: true });
  await user.click(await buttonNamed(/^新\s*增$/));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await user.type(within(dialog).getByPlaceholderText('请输入任务名称'), '夜间汇总');
  await user.type(within(dialog).getByPlaceholderText('请输入调用目标字符串'), "towerTask.collect('all')");
  await user.type(within(dialog).getByLabelText('cron执行表达式'), '0 0 2 * * ?');
  return { user, dialog };
}

describe('a save that the server checks first (validBeforeSave)', () => {
  it("asks job/mng valid (the server's cron check) before it creates the job", async () => {
    const { user, dialog } = await openAddJob();
    await user.click(await buttonNamed(/^确\s*定$/, dialog));
    await waitFor(() => findToast('新增成功'));
    expect(writes).toEqual(['valid', 'create']);
  });

  it('shows the server refusing the cron on the cron field, creates nothing and keeps what was typed', async () => {
    server.use(
      http.post('*/api/admin/job/mng/valid', () => {
        writes.push('valid');
        return HttpResponse.json({ code: 500, msg: 'Cron 执行表达式“0 0 2 * * ?”不正确' });
      }),
    );
    const { user, dialog } = await openAddJob();
    await user.click(await buttonNamed(/^确\s*定$/, dialog));
    const refusal = await within(dialog).findByText('Cron 执行表达式“0 0 2 * * ?”不正确');
    expect(refusal.closest('.ant-form-item')?.textContent).toContain('cron执行表达式');
    expect(writes).toEqual(['valid']);
    expect(within(dialog).getByLabelText('cron执行表达式')).toHaveValue('0 0 2 * * ?');
    expect(within(dialog).getByPlaceholderText('请输入任务名称')).toHaveValue('夜间汇总');
  });
});
