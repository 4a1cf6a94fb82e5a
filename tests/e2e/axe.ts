import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical violations, as `rule: element`; text on primary buttons' fill is the theme's one exception. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    const primaryFill = (target: string[]) =>
      document.querySelector(target[0])?.closest('.ant-btn-color-primary.ant-btn-variant-solid, [data-primary-fill]') !=
      null;
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes
          .filter((n) => v.id !== 'color-contrast' || !primaryFill(n.target))
          .map((n) => `${v.id}: ${n.target.join(' ')}`),
      );
  });
}

/** Polled: a dialog's opening motion or a table still drawing settle within the poll. */
export const expectClean = (page: Page) => expect.poll(() => seriousViolations(page), { timeout: 15_000 }).toEqual([]);
