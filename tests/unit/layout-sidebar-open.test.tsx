import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { useTags } from '@/stores/tags';
import { renderConsole } from '../console';
import { signIn } from '../helpers';

/** The sidebar entry of a page, if its group is open (a closed group's entries are not rendered). */
const entry = (name: string) => within(screen.getByTestId('sidebar')).queryByRole('menuitem', { name });

describe('the sidebar follows the page on screen', () => {
  afterEach(() => useTags.getState().reset());

  it('opens the group of a page reached by history, not by the sidebar, and keeps the one opened before', async () => {
    const token = await signIn();
    useSession.setState({ token, user: undefined, menus: undefined });
    const history = renderConsole('/tower/statistics');
    await waitFor(() => expect(entry('统计分析')).not.toBeNull(), { timeout: 15000 });
    expect(entry('设备参数')).toBeNull();

    // As Back, a tag, an in-page link or the header search would.
    await act(async () => history.push('/device/param'));
    await waitFor(() => expect(entry('设备参数')).not.toBeNull(), { timeout: 15000 });
    expect(entry('设备参数')?.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(entry('统计分析')).not.toBeNull();
  });
});
