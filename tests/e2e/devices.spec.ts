import type { Page } from '@playwright/test';
import { addFault, expect, openSignedIn, test, toast } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

/** Each device page, a text its loaded rows show, and a heading in each language. */
const PAGES: { path: string; row: RegExp; zh: string; en: string }[] = [
  { path: '/device/connect', row: /gw_\d+_\d+/, zh: '客户端 ID', en: 'Client ID' },
  { path: '/device/gateway', row: /江山一分场 1 号料塔网关/, zh: '在线状态', en: 'Online state' },
  { path: '/device/mqttuser', row: /gw_862345060007780/, zh: '盐值', en: 'Salt' },
  { path: '/device/attribute', row: /grossWeight/, zh: '取值范围', en: 'Value range' },
  { path: '/device/service', row: /readWeight/, zh: '输入参数', en: 'Input parameters' },
  { path: '/device/event', row: /IND-\d{4}/, zh: '上报时间', en: 'Reported at' },
  { path: '/device/method', row: /thing\.event\.property\.post/, zh: '最近消息', en: 'Last message' },
  { path: '/device/command?gateway=862345060007780', row: /01 03 00 0\d 00 02/, zh: '指令历史', en: 'Command history' },
  { path: '/device/param?device=IND-0001', row: /IND-0002/, zh: '滤波等级', en: 'Filter level' },
  { path: '/device/arith?device=IND-0001', row: /IND-0002/, zh: '标定系数', en: 'Calibration factor' },
];

/** The first page after sign-in loads its chunks, translations and mock tables: allow for a loaded machine. */
const FIRST_LOAD = { timeout: 40_000 };

/** Client-side navigation by URL (the router follows popstate): one sign-in, no reloads. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('sidebar').getByText('Dashboard')).toBeVisible();
}

test.describe('devices', () => {
  test('every device page opens with its rows, in Chinese and in English', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/dashboard');
    for (const language of ['zh', 'en'] as const) {
      if (language === 'en') await switchToEnglish(page);
      for (const spec of PAGES) {
        await go(page, spec.path);
        // The page's first row (table row or device in the picker) and a heading in the language.
        // Pages visited before stay mounted (hidden) in the tab cache: only what is on screen counts.
        await expect(page.getByText(spec.row).filter({ visible: true }).first()).toBeVisible(FIRST_LOAD);
        await expect(page.getByText(spec[language], { exact: true }).filter({ visible: true }).first()).toBeVisible();
      }
    }
  });

  test('an MQ user password of five characters is refused before sending; six are saved and never shown', async ({
    page,
  }) => {
    await openSignedIn(page, '/device/mqttuser');
    test.slow();
    await expect(row(page, 'gw_862345060007780')).toBeVisible(FIRST_LOAD);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/device\/mqttuser(\/valid)?$/.test(new URL(request.url()).pathname))
        sent.push(request.postData() ?? '');
    });

    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog(page).getByPlaceholder('请输入用户名').fill('gw_e2e_probe');
    const password = dialog(page).getByLabel('密码', { exact: true });
    await password.fill('abc12');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(dialog(page).getByText('网关密码不能少于六位')).toBeVisible();
    expect(sent).toEqual([]);

    await password.fill('abc123');
    await expect(dialog(page).getByText('网关密码不能少于六位')).toBeHidden();
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    expect(sent.some((body) => body.includes('abc123'))).toBe(true);

    await page.getByRole('textbox', { name: '用户名' }).fill('gw_e2e');
    await page
      .getByRole('form', { name: '搜索' })
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    const created = row(page, 'gw_e2e_probe');
    await expect(created).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText('abc123');

    await created.getByRole('button', { name: /修\s*改/ }).click();
    await expect(dialog(page).getByPlaceholder('留空则不修改密码')).toHaveValue('');
    await expect(dialog(page).getByRole('textbox', { name: '用户名' })).toHaveValue('gw_e2e_probe');
    expect(await dialog(page).evaluate((el) => [...el.querySelectorAll('input')].map((i) => i.value))).not.toContain(
      'abc123',
    );
    // Saving without a new password keeps the current one (nothing is sent for it).
    sent.length = 0;
    await dialog(page).getByRole('textbox', { name: 'IP 地址' }).fill('10.9.9.9');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '修改成功')).toBeVisible();
    expect(sent.every((body) => !body.includes('"password"'))).toBe(true);
  });

  test(
    'a command reaches an online gateway and its reply is decoded; an offline one is refused plainly',
    { tag: '@smoke' },
    async ({ page }) => {
      test.slow();
      await openSignedIn(page, '/device/command');
      const gateways = page.getByRole('list', { name: '网关' });
      await gateways
        .getByRole('button', { name: /料塔网关.*· 在线/ })
        .first()
        .click(FIRST_LOAD);
      await page.getByRole('spinbutton', { name: '超时' }).fill('3000');
      await page.getByRole('button', { name: /发\s*送/ }).click();

      const reply = page.getByTestId('command-reply');
      await expect(reply.getByTestId('request-frame')).toHaveText(/^01 03 00 00 00 02 [0-9A-F]{2} [0-9A-F]{2}$/);
      await expect(reply.getByTestId('answer-frame')).toHaveText(/^01 03 04( [0-9A-F]{2}){6}$/, { timeout: 30_000 });
      await expect(reply).toContainText(/重量: [\d,.]+ kg/);
      await expect(reply).toContainText('CRC 校验正确');
      await expect(reply.getByText('成功', { exact: true })).toBeVisible();
      await expect(row(page, '读毛重').first()).toBeVisible();

      // The spare gateway is disabled: it has no broker session.
      await gateways.getByRole('button', { name: /备用网关/ }).click();
      await expect(page.getByText('该网关当前离线，指令将无法送达')).toBeVisible();
      await page.getByRole('button', { name: /发\s*送/ }).click();
      await expect(reply.getByRole('alert')).toContainText('网关“备用网关”离线，指令未送达');
      await expect(reply.getByText('失败', { exact: true })).toBeVisible();
      // What was typed is still there.
      await expect(page.getByRole('spinbutton', { name: '超时' })).toHaveValue('3000');
    },
  );

  test('an arithmetic change survives a failed save and a reload', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/device/arith?device=IND-0002');
    const factor = page.getByRole('spinbutton', { name: '标定系数' });
    await expect(factor).toHaveValue('1.0000', FIRST_LOAD);
    await page.getByRole('spinbutton', { name: '原始值' }).fill('10000');
    await page.getByRole('spinbutton', { name: '小数位数' }).fill('0');
    await factor.fill('1.0125');
    await page.getByRole('spinbutton', { name: '零点修正' }).fill('-12.5');
    // The worked example follows the edit before anything is saved.
    await expect(page.getByTestId('formula-weight')).toHaveText('10,112.5 kg');

    await addFault(page, { method: 'PUT', path: 'des/DeviceArith', code: 500, msg: '数据库繁忙', times: 1 });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '数据库繁忙' })).toBeVisible();
    await expect(factor).toHaveValue('1.0125');
    await expect(page.getByText('有未保存的修改')).toBeVisible();

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(page.getByText('有未保存的修改')).toBeHidden();

    await page.reload();
    await expect(page.getByRole('spinbutton', { name: '标定系数' })).toHaveValue('1.0125', FIRST_LOAD);
    await expect(page.getByRole('spinbutton', { name: '零点修正' })).toHaveValue('-12.5');
  });
});
