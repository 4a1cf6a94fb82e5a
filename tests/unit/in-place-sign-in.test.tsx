import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { MemoryRouter } from '../memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { isSessionAlertOpen } from '@/api/auth-gate';
import { Providers } from '@/app/providers';
import { CrudPage } from '@/components/crud';
import { getToken } from '@/lib/auth/token';
import { postResource } from '@/resources/post/post.resource';
import { useSession } from '@/stores/session';
import { mockControl, server } from '@mocks/node';
import { dialogs, toasts } from '../feedback-recorder';
import { ADMIN, findToast, OPERATOR, signIn } from '../helpers';

/** Counts the requests of one method to one path under /api/admin. */
function countRequests(method: string, path: string): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === `/api/admin/${path}`) seen.count += 1;
  });
  return seen;
}

/** jsdom cannot reload: a stand-in that records the call. */
function stubReload() {
  const reload = vi.fn();
  const original = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  return { reload, restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }) };
}

const button = (name: RegExp, scope: HTMLElement = document.body): HTMLElement => {
  const found = within(scope)
    .queryAllByText(name)
    .map((el) => el.closest('button'))
    .find((el): el is HTMLButtonElement => el !== null);
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};
const dialogTitled = (title: string) => {
  const heading = screen.getAllByText(title).find((el) => el.closest('.ant-modal'));
  const modal = heading?.closest<HTMLElement>('.ant-modal');
  if (!modal) throw new Error(`no dialog ${title}`);
  return modal;
};
const editDialog = () => dialogTitled('修改岗位');
const signInDialog = () => dialogTitled('重新登录');
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
};

/** A page holding typed input: what the in-place sign-in must leave alone. */
function Draft() {
  return <input aria-label="draft" defaultValue="" />;
}

/** Signed in, a draft typed, then the session expires under a call: one alert. */
async function typeDraftAndExpire(typed: string) {
  await signIn(ADMIN);
  await useSession.getState().loadUser();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <Draft />
    </Providers>,
  );
  const draft = screen.getByLabelText('draft');
  await user.type(draft, typed);
  mockControl.expireSessions();
  await Promise.allSettled([api.get('/user/info'), api.get('/menus/routes')]);
  expect(dialogs).toHaveLength(1);
  return { user, draft };
}

/** The post list, signed in, with the edit dialog of 董事长 open and its name changed (not saved). */
async function editPostName(typed: string) {
  await signIn(ADMIN);
  await useSession.getState().loadUser();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Providers>
      <MemoryRouter>
        <CrudPage resource={postResource} />
      </MemoryRouter>
    </Providers>,
  );
  await screen.findByText('董事长', undefined, { timeout: 5000 });
  await user.click(button(/^修\s*改$/, rowOf('董事长')));
  const name = await within(editDialog()).findByPlaceholderText('请输入岗位名称');
  await waitFor(() => expect(name).toHaveValue('董事长'));
  await user.clear(name);
  await user.paste(typed);
  return { user, name };
}

/** Saves with the session expired: one alert, nothing written, the dialog and its input stay. */
async function saveWhileExpired(user: ReturnType<typeof userEvent.setup>) {
  mockControl.expireSessions();
  await user.click(button(/^确\s*定$/, editDialog()));
  await waitFor(() => expect(dialogs).toHaveLength(1));
  expect(isSessionAlertOpen()).toBe(true);
}

async function signInAgain(user: ReturnType<typeof userEvent.setup>, account: { username: string; password: string }) {
  await dialogs[0].onOk?.();
  const form = await waitFor(() => signInDialog());
  const username = within(form).getByPlaceholderText('账号');
  expect(username).toHaveValue('admin');
  if (account.username !== 'admin') {
    await user.clear(username);
    await user.type(username, account.username);
  }
  await user.type(within(form).getByPlaceholderText('密码'), account.password);
  await user.click(button(/^登\s*录$/, form));
}

describe('signing in again in place after the session expired (invariant 14)', () => {
  beforeEach(() => server.events.removeAllListeners());
  afterEach(() => useSession.setState({ token: undefined, user: undefined, menus: undefined }));

  it('keeps the open dialog and its input; the next save sends it exactly once', async () => {
    const { user, name } = await editPostName('董事长（已改）');
    const puts = countRequests('PUT', 'deposts');
    const oldToken = getToken();
    await saveWhileExpired(user);
    // The refused save sent no write and nothing is re-sent on its own.
    expect(puts.count).toBe(0);
    expect(toasts).toHaveLength(0);

    await signInAgain(user, ADMIN);
    await waitFor(() => expect(screen.queryByText('重新登录')).not.toBeInTheDocument());
    expect(getToken()).toBeDefined();
    expect(getToken()).not.toBe(oldToken);
    expect(isSessionAlertOpen()).toBe(false);
    expect(name).toHaveValue('董事长（已改）');
    expect(puts.count).toBe(0);

    await user.click(button(/^确\s*定$/, editDialog()));
    await waitFor(() => findToast('修改成功'));
    expect(puts.count).toBe(1);
    expect(await screen.findByText('董事长（已改）')).toBeInTheDocument();
    expect(dialogs).toHaveLength(1);
    // The whole post page in jsdom: slow on a busy machine.
  }, 90_000);

  it('shows one alert for many 401s, none while signing in, and none for a call answered after', async () => {
    const { user, draft } = await typeDraftAndExpire('只提醒一次');
    let answerLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    server.use(
      mswHttp.get('*/api/admin/probe', async () => {
        await late;
        return HttpResponse.json({ code: 401, msg: 'expired' });
      }),
    );
    const lateCall = api.get('/probe').catch(() => 'refused');
    await Promise.allSettled([api.get('/deposts/page'), api.get('/user/info')]);
    expect(dialogs).toHaveLength(1);
    await dialogs[0].onOk?.();
    // The sign-in dialog is open: background failures add no second alert.
    await Promise.allSettled([api.get('/deposts/page')]);
    expect(dialogs).toHaveLength(1);
    const form = await waitFor(() => signInDialog());
    await user.type(within(form).getByPlaceholderText('密码'), ADMIN.password);
    await user.click(button(/^登\s*录$/, form));
    await waitFor(() => expect(screen.queryByText('重新登录')).not.toBeInTheDocument());
    // A call sent with the old token and refused after the new sign-in is old news.
    answerLate();
    expect(await lateCall).toBe('refused');
    expect(dialogs).toHaveLength(1);
    expect(isSessionAlertOpen()).toBe(false);
    expect(draft).toHaveValue('只提醒一次');
    // A later expiry alerts again.
    mockControl.expireSessions();
    await api.get('/user/info').catch(() => undefined);
    expect(dialogs).toHaveLength(2);
  });

  it('a wrong password keeps the dialog open and the input where it was', async () => {
    const { user, draft } = await typeDraftAndExpire('密码错了也不丢');
    await dialogs[0].onOk?.();
    const form = await waitFor(() => signInDialog());
    await user.type(within(form).getByPlaceholderText('密码'), 'wrong');
    await user.click(button(/^登\s*录$/, form));
    await waitFor(() => findToast('用户不存在/密码错误'));
    expect(signInDialog()).toBeInTheDocument();
    await waitFor(() => expect(button(/^登\s*录$/, signInDialog())).toBeEnabled());
    expect(draft).toHaveValue('密码错了也不丢');
  });

  it('reloads when another user signs in (the input belongs to someone else)', async () => {
    const { user } = await typeDraftAndExpire('别人的输入');
    const { reload, restore } = stubReload();
    try {
      await signInAgain(user, OPERATOR);
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      restore();
    }
    // The operator's token is in place for the reload.
    expect(getToken()).toBeDefined();
  });

  it('signing out from the dialog clears the session and reloads towards /login', async () => {
    const { user } = await typeDraftAndExpire('退出');
    await dialogs[0].onOk?.();
    const form = await waitFor(() => signInDialog());
    const { reload, restore } = stubReload();
    try {
      await user.click(button(/退出并前往登录页/, form));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().token).toBeUndefined();
  });
});
