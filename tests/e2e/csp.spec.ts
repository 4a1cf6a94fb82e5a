import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures';

/** The policy of README's nginx example, word for word. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
  "form-action 'self'";
const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Serves the demo build with README's security headers on what they govern: every page (the
 * console's routes all answer index.html) and the mock's service worker script. Scripts, styles
 * and API answers are served as they are.
 */
async function serveWithSecurityHeaders(page: Page): Promise<void> {
  await page.route(
    (url) =>
      url.pathname === '/mockServiceWorker.js' || (!url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname)),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), ...SECURITY_HEADERS } });
    },
  );
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

test('the console runs under the README policy without a single violation', async ({ page }) => {
  // The tower statistics' first answer is slow (see below) on a shared 2-core machine.
  test.setTimeout(120_000);
  await serveWithSecurityHeaders(page);
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspErrors.push(message.text());
  });

  // Sign-in page (its pre-painted frame and boot script), the mock's service worker, the dashboard chart.
  await openSignedIn(page, '/dashboard');
  await expect(page.getByRole('img', { name: /称重模块 \d+/ }).locator('canvas')).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);

  // A warehouse list (antd table, dictionaries, icons): its code loads under the page's policy.
  await page.getByRole('link', { name: /^传感器 – / }).click();
  await expect(page).toHaveURL(/\/wms\/loadcells\/sensor$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);

  // A tower page with an ECharts chart: its first answer runs the mock's 90-day detection, a longer wait.
  await page.getByRole('menuitem', { name: '料塔监控' }).click();
  await page.getByRole('menuitem', { name: '统计分析' }).click();
  await expect(page).toHaveURL(/\/tower\/statistics$/);
  await expect(page.getByRole('img', { name: /共 \d+ 个时段/ })).toBeVisible({ timeout: 20_000 });
  expect(await violations(page)).toEqual([]);
  expect(cspErrors).toEqual([]);

  // The policy is really in force: an injected inline script is refused and reported.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations(page)).map((v) => v.directive)).toEqual(['script-src-elem']);
});
