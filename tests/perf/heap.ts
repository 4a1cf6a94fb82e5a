import type { Page } from '@playwright/test';

/** JS heap in use after a full garbage collection (CDP), in bytes. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/**
 * Samples the heap after GC once the page has settled (15 s), then once a minute for `minutes`, and
 * prints each sample against the first with the count `calls()` reports. For the live pages' memory.
 */
export async function sampleHeapOverMinutes(
  page: Page,
  { minutes, title, calls }: { minutes: number; title: string; calls: () => string },
): Promise<void> {
  const mib = async () => (await heapAfterGc(page)) / 1024 / 1024;
  // Let the first few answers and redraws settle before the baseline.
  await page.waitForTimeout(15_000);
  const samples = [{ minute: 0, heap: await mib(), calls: calls() }];
  for (let minute = 1; minute <= minutes; minute += 1) {
    await page.waitForTimeout(60_000);
    samples.push({ minute, heap: await mib(), calls: calls() });
  }
  const start = samples[0].heap;
  console.log(`\n${title}, JS heap after GC (MiB):`);
  for (const s of samples) {
    const delta = s.heap - start;
    console.log(`  ${s.minute} min  ${s.heap.toFixed(2)}  (${delta >= 0 ? '+' : ''}${delta.toFixed(2)})  ${s.calls}`);
  }
}
