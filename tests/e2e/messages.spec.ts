import type { Page } from '@playwright/test';
import { addFault, expect, logout, openSignedIn, OPERATOR, signIn, test, toast, useLanguage } from './fixtures';

const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
const bell = (page: Page) => page.getByTestId('message-bell');

/** A first look at the tower list waits for the mock's first tower answer (a fresh browser detects first). */
const FIRST_LOOK = { timeout: 40_000 };

/** The next unread answers report `critical` active critical alarms, the newest being `row`. */
async function raiseCritical(page: Page, critical: number) {
  await page.evaluate((count) => {
    const mock = (window as unknown as { __mock?: { answer: (rule: unknown) => void } }).__mock;
    if (!mock) throw new Error('mock backend is not running');
    mock.answer({
      path: 'message/unread',
      body: { code: 200, msg: 'ok', data: { count: count + 3, critical: count } },
    });
    mock.answer({
      path: 'message/page',
      body: {
        code: 200,
        msg: 'ok',
        data: {
          total: 1,
          list: [
            {
              messageId: 990_001,
              type: 'alarm',
              level: 'critical',
              status: 'active',
              content: '料塔 LT-A-01 记录到异常：短时骤降',
              sourceType: 'tower',
              sourceId: 'LT-A-01',
              createTime: '2026-12-02 05:00:00',
            },
          ],
        },
      },
    });
  }, critical);
}

test.describe('the pop-up of a new critical alarm', () => {
  test.use({ alarmPopup: true });

  test("opens below the header, leaves its tools usable, and leads to the tower's monitor", async ({ page }) => {
    await openSignedIn(page, '/wms/scales/TruckScale');
    await expect(bell(page)).toHaveAttribute('aria-label', /^消息，\d+ 条未读/);
    await raiseCritical(page, 50);
    const popup = page.locator('.ant-notification-notice').filter({ hasText: '新的严重告警' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('料塔 LT-A-01 记录到异常：短时骤降');
    // Below the header bar and the tags bar: the header's tools stay within reach.
    const header = await page.getByTestId('avatar-menu').boundingBox();
    const box = await popup.boundingBox();
    expect(header && box && box.y >= header.y + header.height).toBe(true);
    await page.getByTestId('avatar-menu').click();
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await page.keyboard.press('Escape');
    await popup.getByRole('button', { name: '查看 LT-A-01 实时监控' }).click();
    await expect(page).toHaveURL(/\/tower\/info\?monitor=LT-A-01$/);
    await expect(popup).toBeHidden();
  });

  test('stays away once turned off in the settings; the bell still shows the alarm', async ({ page }) => {
    await openSignedIn(page, '/wms/scales/TruckScale');
    await expect(bell(page)).toHaveAttribute('aria-label', /^消息，\d+ 条未读/);
    await page.getByTestId('settings-button').click();
    const popupSwitch = page.getByRole('switch', { name: '严重告警弹窗' });
    await expect(popupSwitch).toBeChecked();
    await popupSwitch.click();
    await expect(popupSwitch).not.toBeChecked();
    await page.keyboard.press('Escape');
    const asked = page.waitForResponse(
      (response) => response.url().includes('/message/page') && response.url().includes('level=critical'),
    );
    await raiseCritical(page, 50);
    await asked;
    await expect(page.getByTestId('bell-critical')).toBeVisible();
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  });
});

test.describe('alarms and messages', () => {
  test("an admin's raised low level reaches the operator's bell; the operator acknowledges it with a comment", async ({
    page,
  }) => {
    test.slow();
    // The admin sets LT-A-01's low level just under its capacity: above any reading it has.
    await openSignedIn(page, '/tower/info');
    await expect(row(page, 'LT-A-01')).toBeVisible(FIRST_LOOK);
    await row(page, 'LT-A-01')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const edit = page.getByRole('dialog');
    const capacity = Number(await edit.getByLabel(/^容量/).inputValue());
    expect(capacity).toBeGreaterThan(1);
    await edit.getByLabel(/^高位报警/).fill(String(capacity));
    await edit.getByLabel(/^低位报警/).fill(String(Math.round((capacity - 0.01) * 1000) / 1000));
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await logout(page);

    // The operator's bell shows it: the first unread count after the change is the tower's next reading.
    await signIn(page, OPERATOR);
    // Back where the sign-out left (the redirect).
    await expect(page).toHaveURL(/\/tower\/info$/);
    await expect(bell(page)).toHaveAttribute('aria-label', /^消息，\d+ 条未读/);
    await bell(page).click();
    const panel = page.getByTestId('bell-panel');
    const alarm = panel.getByTestId('bell-item').filter({ hasText: '料塔 LT-A-01' }).filter({ hasText: '低于低位' });
    await expect(alarm.first()).toBeVisible();
    await expect(alarm.first()).toContainText('告警中');
    await expect(alarm.first()).toContainText('未确认');

    // Keyboard: Escape closes the list and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(page)).toBeFocused();
    await bell(page).click();
    await page.getByTestId('bell-view-all').click();
    await expect(page).toHaveURL(/\/alarm\/message$/);

    const listed = row(page, /LT-A-01.*低于低位|低于低位.*LT-A-01/).filter({ hasText: '告警中' });
    await expect(listed.first()).toBeVisible();
    await listed
      .first()
      .getByRole('button', { name: /确\s*认/ })
      .click();
    const ack = page.getByTestId('ack-dialog');
    await ack.getByLabel('处理备注（可选）').fill('已通知司机补料');
    await ack.getByRole('button', { name: /确\s*认/ }).click();
    await expect(toast(page, '已确认')).toBeVisible();

    await page.reload();
    const done = row(page, /LT-A-01/).filter({ hasText: 'operator' });
    await expect(done.first()).toBeVisible(FIRST_LOOK);
    await done
      .first()
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const timeline = page.getByTestId('alarm-timeline');
    await expect(timeline).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 由 operator 确认/);
    await expect(timeline).toContainText('备注：已通知司机补料');
  });

  test('against a backend without the message calls nothing shows and nothing complains (English)', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await openSignedIn(page, '/dashboard', OPERATOR);
    await expect(bell(page)).toBeVisible();
    await addFault(page, { path: 'message/*', status: 404 });
    await page.reload();
    await expect(bell(page)).toHaveAttribute('aria-label', 'Messages (not offered by the backend)');
    await expect(bell(page).locator('.ant-badge-count')).toHaveCount(0);
    await bell(page).click();
    await expect(page.getByTestId('bell-panel')).toContainText('The backend offers no messages');
    await page.keyboard.press('Escape');
    await page.goto('/alarm/message');
    await expect(page.getByTestId('messages-unavailable')).toContainText('The backend offers no messages');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expect(page.getByTestId('error-log')).toHaveCount(0);
  });
});
