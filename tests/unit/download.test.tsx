import { fireEvent, render, screen } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, progressFigure, toFormBody } from '@/api/download';
import { Providers } from '@/app/providers';
import { env } from '@/config/env';
import { useLoadingMask } from '@/stores/loading-mask';
import { faultHandler, mockControl, server } from '@mocks/node';
import { toasts } from '../feedback-recorder';
import { findToast, signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

// jsdom's Blob lacks text(), which every browser has; read it the old way here.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}

const saved = vi.mocked(saveAs);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const at = (path: string) => `*/api/admin${path}`;

function xlsxResponse(name?: string) {
  const headers: Record<string, string> = { 'Content-Type': XLSX };
  if (name) headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
  return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), { headers });
}

describe('download helper (§7, §8)', () => {
  beforeEach(() => saved.mockReset());
  afterEach(() => useLoadingMask.setState({ count: 0, text: '', progress: undefined, cancel: undefined }));

  it('GETs a blob with the query and the token, and saves it under the server file name', async () => {
    const token = await signIn();
    let seen: { url: URL; auth: string | null } | undefined;
    server.use(
      mswHttp.get(at('/wms/modular/downloadExcel'), ({ request }) => {
        seen = { url: new URL(request.url), auth: request.headers.get('Authorization') };
        return xlsxResponse('称重模块.xlsx');
      }),
    );
    const ok = await download('/wms/modular/downloadExcel', {
      params: { name: 'M1', status: '0' },
      filename: 'fallback.xlsx',
    });
    expect(ok).toBe(true);
    expect(seen?.url.searchParams.get('name')).toBe('M1');
    expect(seen?.url.searchParams.get('status')).toBe('0');
    expect(seen?.auth).toBe(`Bearer ${token}`);
    expect(saved).toHaveBeenCalledTimes(1);
    const [blob, filename] = saved.mock.calls[0];
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).size).toBe(4);
    expect(filename).toBe('称重模块.xlsx');
    expect(toasts).toHaveLength(0);
  });

  it('uses the fallback name when the response names no file', async () => {
    server.use(mswHttp.get(at('/files/export'), () => xlsxResponse()));
    await download('/files/export', { filename: 'files_1.xlsx' });
    expect(saved.mock.calls[0][1]).toBe('files_1.xlsx');
  });

  it('POSTs the fields form-encoded, leaving out empty ones', async () => {
    let body: { type: string | null; text: string } | undefined;
    server.use(
      mswHttp.post(at('/tower/TowerRecord/export'), async ({ request }) => {
        body = { type: request.headers.get('Content-Type'), text: await request.text() };
        return xlsxResponse('records.xlsx');
      }),
    );
    const ok = await download('/tower/TowerRecord/export', {
      method: 'POST',
      params: { towerId: 7, location: '1号 料塔&A', empty: '', none: undefined, nil: null, on: true },
      filename: 'x.xlsx',
    });
    expect(ok).toBe(true);
    expect(body?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(body?.text))).toEqual({
      towerId: '7',
      location: '1号 料塔&A',
      on: 'true',
    });
    expect(toFormBody().toString()).toBe('');
  });

  it('shows a JSON body as the error envelope message and saves nothing', async () => {
    server.use(
      mswHttp.get(at('/wms/overplate/downloadExcel'), () =>
        HttpResponse.json({ code: 500, msg: '导出数据过多，请缩小范围' }),
      ),
    );
    const ok = await download('/wms/overplate/downloadExcel', { filename: 'x.xlsx' });
    expect(ok).toBe(false);
    expect(saved).not.toHaveBeenCalled();
    findToast('导出数据过多，请缩小范围');
  });

  it('maps an envelope code 403 in the JSON body to the §8 status text', async () => {
    server.use(
      mswHttp.get(at('/wms/Specimen/downloadExcel'), () => HttpResponse.json({ code: 403, msg: 'forbidden' })),
    );
    await download('/wms/Specimen/downloadExcel', { filename: 'x.xlsx' });
    findToast('当前操作没有权限');
  });

  it('refuses an HTML error page, shows a clear message and saves nothing', async () => {
    server.use(
      mswHttp.get(at('/wms/modular/downloadExcel'), () =>
        HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>', {
          status: 200,
        }),
      ),
    );
    const ok = await download('/wms/modular/downloadExcel', { filename: 'x.xlsx' });
    expect(ok).toBe(false);
    expect(saved).not.toHaveBeenCalled();
    expect(toasts.map((t) => t.content)).toEqual(['下载失败：服务器返回了错误页面而不是文件，请联系管理员']);
  });

  it('saves an HTML file the server sends as an attachment', async () => {
    server.use(
      mswHttp.get(at('/files/page.html'), () =>
        HttpResponse.html('<p>manual</p>', {
          headers: { 'Content-Disposition': 'attachment; filename="manual.html"' },
        }),
      ),
    );
    await expect(download('/files/page.html', { filename: 'x.html' })).resolves.toBe(true);
    expect(saved.mock.calls[0][1]).toBe('manual.html');
  });

  it('refuses an empty body', async () => {
    server.use(
      mswHttp.get(
        at('/wms/modular/downloadExcel'),
        () => new HttpResponse(new Uint8Array(0), { headers: { 'Content-Type': XLSX } }),
      ),
    );
    await expect(download('/wms/modular/downloadExcel', { filename: 'x.xlsx' })).resolves.toBe(false);
    expect(saved).not.toHaveBeenCalled();
    findToast('下载失败：服务器返回的文件是空的');
  });

  it('refuses a stream cut off before its Content-Length', async () => {
    server.use(
      mswHttp.get(
        at('/wms/modular/downloadExcel'),
        () =>
          new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
            headers: { 'Content-Type': XLSX, 'Content-Length': '4096' },
          }),
      ),
    );
    await expect(download('/wms/modular/downloadExcel', { filename: 'x.xlsx' })).resolves.toBe(false);
    expect(saved).not.toHaveBeenCalled();
    findToast('下载中断：文件没有完整收到，请重试');
  });

  it('shows an error envelope sent without a JSON type', async () => {
    server.use(
      mswHttp.get(
        at('/wms/modular/downloadExcel'),
        () =>
          new HttpResponse(JSON.stringify({ code: 500, msg: '没有可导出的数据' }), {
            headers: { 'Content-Type': 'application/octet-stream' },
          }),
      ),
    );
    await expect(download('/wms/modular/downloadExcel', { filename: 'x.xlsx' })).resolves.toBe(false);
    expect(saved).not.toHaveBeenCalled();
    findToast('没有可导出的数据');
  });

  it('saves under a safe name whatever the server names the file', async () => {
    const cases: [string, string][] = [
      ["attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd", 'passwd'],
      ["attachment; filename*=utf-8''invoice_%E2%80%AEfdp.exe", 'invoice_fdp.exe'],
      ['attachment; filename="CON.xlsx"', '_CON.xlsx'],
      ["attachment; filename*=UTF-8''%E7%A7.xlsx", 'fallback.xlsx'],
    ];
    for (const [disposition] of cases) {
      server.use(
        mswHttp.get(
          at('/files/named'),
          () =>
            new HttpResponse(new Uint8Array([1, 2, 3]), {
              headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': disposition },
            }),
        ),
      );
      await download('/files/named', { filename: 'fallback.xlsx' });
    }
    expect(saved.mock.calls.map((call) => call[1])).toEqual(cases.map(([, name]) => name));
    expect(toasts).toHaveLength(0);
  });

  it('says 下载文件出现错误，请联系管理员！ when the connection fails', async () => {
    server.use(faultHandler);
    mockControl.fault({ path: '/wms/TruckScale/downloadExcel', network: true });
    const ok = await download('/wms/TruckScale/downloadExcel', { filename: 'x.xlsx' });
    expect(ok).toBe(false);
    expect(saved).not.toHaveBeenCalled();
    expect(toasts.map((t) => t.content)).toEqual(['下载文件出现错误，请联系管理员！']);
  });

  it('says the same for an HTTP error status', async () => {
    server.use(faultHandler);
    mockControl.fault({ path: '/wms/TruckScale/downloadExcel', status: 502 });
    await download('/wms/TruckScale/downloadExcel', { filename: 'x.xlsx' });
    findToast('下载文件出现错误，请联系管理员！');
  });

  it('says when to try again when the export is rate limited, and saves nothing', async () => {
    server.use(faultHandler);
    mockControl.fault({ path: '/wms/TruckScale/downloadExcel', status: 429, headers: { 'Retry-After': '20' } });
    const ok = await download('/wms/TruckScale/downloadExcel', { filename: 'x.xlsx' });
    expect(ok).toBe(false);
    expect(saved).not.toHaveBeenCalled();
    expect(toasts.map((t) => t.content)).toEqual(['请求过于频繁，请在 20 秒后重试']);
  });

  it('says the browser is offline rather than blaming the server', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(faultHandler);
    mockControl.fault({ path: '/wms/TruckScale/downloadExcel', network: true });
    await download('/wms/TruckScale/downloadExcel', { filename: 'x.xlsx' });
    online.mockRestore();
    expect(toasts.map((t) => t.content)).toEqual(['网络连接已断开，请检查网络后重试']);
  });

  it('keeps the mask 正在下载数据，请稍候 up while the download runs and takes it down after', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mswHttp.get(at('/wms/LargeScreen/downloadExcel'), async () => {
        await gate;
        return xlsxResponse('screens.xlsx');
      }),
    );
    render(
      <Providers>
        <main />
      </Providers>,
    );
    const running = download('/wms/LargeScreen/downloadExcel', { filename: 'x.xlsx' });
    expect(useLoadingMask.getState()).toMatchObject({ count: 1, text: '正在下载数据，请稍候' });
    expect(await screen.findByText('正在下载数据，请稍候')).toBeInTheDocument();
    release();
    await expect(running).resolves.toBe(true);
    expect(useLoadingMask.getState().count).toBe(0);
  });

  it('takes the mask down after a failure too', async () => {
    server.use(faultHandler);
    mockControl.fault({ path: '/wms/DigitalChip/downloadExcel', network: true });
    await download('/wms/DigitalChip/downloadExcel', { filename: 'x.xlsx' });
    expect(useLoadingMask.getState().count).toBe(0);
  });

  it('shows how far a large export got, and lets the user cancel it: nothing saved, nothing said', async () => {
    let sendRest: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => {
      sendRest = resolve;
    });
    server.use(
      mswHttp.get(at('/wms/Specimen/downloadExcel'), () => {
        const body = new ReadableStream<Uint8Array>({
          async start(stream) {
            stream.enqueue(new Uint8Array(1000));
            await rest;
            stream.enqueue(new Uint8Array(3000));
            stream.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': XLSX, 'Content-Length': '4000' } });
      }),
    );
    render(
      <Providers>
        <main />
      </Providers>,
    );
    const running = download('/wms/Specimen/downloadExcel', { filename: 'x.xlsx' });
    expect(await screen.findByText('正在下载数据，请稍候 25%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(running).resolves.toBe(false);
    sendRest();
    expect(saved).not.toHaveBeenCalled();
    expect(toasts).toHaveLength(0);
    expect(useLoadingMask.getState()).toMatchObject({ count: 0, cancel: undefined, progress: undefined });
  });

  describe('the request timeout bounds each wait for the next piece, not the whole file', () => {
    const timeout = env.requestTimeoutMs;
    // axios reports progress at most three times a second: 1.5 s without any is a stall.
    beforeEach(() => Object.defineProperty(env, 'requestTimeoutMs', { value: 1500, configurable: true }));
    afterEach(() => Object.defineProperty(env, 'requestTimeoutMs', { value: timeout, configurable: true }));

    /** A file sent in `pieces` of 1000 bytes, `pauseMs` apart; never finishes when `stallAfter` pieces were sent. */
    function slowFile(pieces: number, pauseMs: number, stallAfter = Infinity) {
      server.use(
        mswHttp.get(at('/wms/Specimen/downloadExcel'), () => {
          const body = new ReadableStream<Uint8Array>({
            async start(stream) {
              for (let i = 0; i < pieces; i++) {
                if (i === stallAfter) return;
                stream.enqueue(new Uint8Array(1000));
                await new Promise((resolve) => setTimeout(resolve, pauseMs));
              }
              stream.close();
            },
          });
          return new HttpResponse(body, {
            headers: { 'Content-Type': XLSX, 'Content-Length': String(pieces * 1000) },
          });
        }),
      );
    }

    it('saves a file that takes longer than the timeout while it keeps coming', async () => {
      slowFile(6, 400);
      await expect(download('/wms/Specimen/downloadExcel', { filename: 'x.xlsx' })).resolves.toBe(true);
      expect(saved).toHaveBeenCalledTimes(1);
      expect((saved.mock.calls[0][0] as Blob).size).toBe(6000);
    });

    it('gives up on a file that stops coming, with the download error, and saves nothing', async () => {
      slowFile(6, 50, 2);
      await expect(download('/wms/Specimen/downloadExcel', { filename: 'x.xlsx' })).resolves.toBe(false);
      findToast('下载文件出现错误，请联系管理员！');
      expect(saved).not.toHaveBeenCalled();
      expect(useLoadingMask.getState().count).toBe(0);
    });
  });

  it('states progress as a share when the size is known, else as the size so far', () => {
    expect(progressFigure({ loaded: 450, total: 1000 })).toBe('45%');
    expect(progressFigure({ loaded: 1000, total: 1000 })).toBe('100%');
    expect(progressFigure({ loaded: 1536 * 1024, total: undefined })).toBe('1.5 MB');
    expect(progressFigure({ loaded: 0, total: undefined })).toBeUndefined();
  });
});
