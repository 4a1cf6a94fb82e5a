import { expect, openSignedIn, signIn, test } from './fixtures';

test.describe('personal centre and dashboard', () => {
  test('the dashboard shows counts linking to their lists', { tag: '@smoke' }, async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const users = page.getByTestId('count-user');
    await expect(users).toContainText('150');
    await users.getByRole('link').click();
    await expect(page).toHaveURL(/\/system\/user$/);
  });

  test('editing the nickname shows it in the header and survives a reload', async ({ page }) => {
    await openSignedIn(page, '/user/profile');
    const nickname = page.getByLabel('用户昵称');
    await nickname.fill('称重总管');
    await page.getByRole('button', { name: '保 存' }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(page.getByTestId('avatar-menu')).toContainText('称重总管');
    await page.reload();
    await expect(page.getByLabel('用户昵称')).toHaveValue('称重总管');
  });

  test('a bad phone number is refused where it was typed, keeping the input', async ({ page }) => {
    await openSignedIn(page, '/user/profile');
    await page.getByLabel('手机号码').fill('12345');
    await page.getByRole('button', { name: '保 存' }).click();
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(page.getByLabel('手机号码')).toHaveValue('12345');
  });

  test('changing the password: confirmation must match, then the new one signs in', async ({ page }) => {
    await openSignedIn(page, '/user/profile');
    await page.getByRole('tab', { name: '修改密码' }).click();
    await page.getByLabel('旧密码').fill('admin123');
    await page.getByLabel('新密码').fill('weigh2026');
    await page.getByLabel('确认密码').fill('weigh2027');
    await page.getByRole('button', { name: '保 存' }).last().click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await page.getByLabel('确认密码').fill('weigh2026');
    await page.getByRole('button', { name: '保 存' }).last().click();
    await expect(page.getByText('密码已修改，请牢记新密码')).toBeVisible();

    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, { username: 'admin', password: 'weigh2026' });
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test('uploading an avatar previews it and puts it in the header', async ({ page }) => {
    await openSignedIn(page, '/user/profile');
    await page.getByRole('button', { name: '修改头像' }).click();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('选择图片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: '预览' })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: '上 传' }).click();
    await expect(page.getByText('头像已更新')).toBeVisible();
    await expect(page.getByTestId('avatar-menu').locator('img')).toHaveAttribute('src', /files\/preview\/avatar-1-/);
  });
});
