import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { ADMIN, OPERATOR, sessionFile, signIn, type SavedSession } from './fixtures';

/**
 * Signs each demo account in once for the whole run, before any worker starts: the token cookie and
 * the mock's stored tables, which every journey that is not about the sign-in then starts from.
 *
 * The dashboard's counts are asked for once here: they seed the tables whose seed takes seconds
 * (the towers' detection over 90 days), which the mock then keeps. Done inside a journey's own page,
 * that warm-up held the page's first requests behind it (the mock answers on the page's thread), and
 * a list stayed empty for its whole timeout on a loaded machine.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const { baseURL, launchOptions } = config.projects[0].use;
  if (!baseURL) throw new Error('playwright.config has no baseURL');
  const browser = await chromium.launch(launchOptions);
  const sessions: Record<string, SavedSession> = {};
  try {
    for (const account of [ADMIN, OPERATOR]) {
      const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('/login');
      await signIn(page, account);
      await page.getByTestId('avatar-menu').waitFor({ timeout: 60_000 });
      const cookies = (await context.cookies()).filter((cookie) => cookie.name === 'Admin-Token');
      if (cookies.length !== 1) throw new Error(`${account.username}: no Admin-Token cookie after signing in`);
      await page.evaluate(async (token) => {
        const answer = await fetch('/api/content/wms/count', { headers: { Authorization: `Bearer ${token}` } });
        if (!answer.ok) throw new Error(`wms/count answered ${answer.status}`);
      }, cookies[0].value);
      const mockTables = await page.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => key.startsWith('mock:db:v1:')),
      );
      sessions[account.username] = { cookies, mockTables };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // A fresh clone has no test-results/ yet.
  mkdirSync(dirname(sessionFile()), { recursive: true });
  writeFileSync(sessionFile(), JSON.stringify(sessions));
}
