import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
const preview = spawn('npx', ['vite', 'preview', '--outDir', 'dist-a11y', '--host', '127.0.0.1', '--port', '4183', '--strictPort'], { detached: true, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 2500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:4183', viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByPlaceholder('账号').fill('admin');
  await page.getByPlaceholder('密码').fill('admin123');
  await page.getByRole('button', { name: /登 录/ }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(process.argv[2] ?? '/system/dept');
  await page.locator('.ant-tag').first().waitFor();
  await page.waitForTimeout(1000);
  console.log(await page.evaluate(() => {
    const tag = document.querySelector('.ant-tag-processing, .ant-tag-success');
    const out = [];
    for (let el = tag; el; el = el.parentElement) { const cs = getComputedStyle(el); out.push(`${el.tagName}.${String(el.className).slice(0, 50)} bg=${cs.backgroundColor} color=${cs.color} op=${cs.opacity} filter=${cs.filter}`); if (out.length > 6) break; }
    return out.join('\n');
  }));
  await page.screenshot({ path: '/tmp/a11yprobe/shot.png' });
} finally { await browser.close(); process.kill(-preview.pid); }
