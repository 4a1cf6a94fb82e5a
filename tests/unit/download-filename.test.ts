import { describe, expect, it } from 'vitest';
import { dispositionFilename, downloadFilename, MAX_FILENAME_CHARS, safeFilename } from '@/api/filename';

/** What XHR hands JavaScript for a header sent as raw UTF-8 bytes: one character per byte. */
const asByteString = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));

describe('Content-Disposition file names', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E7%A7%B0%E9%87%8D%E6%A8%A1%E5%9D%97.xlsx", '称重模块.xlsx'],
    ["attachment; filename*=utf-8''%E6%B1%BD%E8%BD%A6%E8%A1%A1%202026.xlsx", '汽车衡 2026.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E8%A1%A8.xlsx', '报表.xlsx'],
    ["attachment; filename*=UTF-8'zh-CN'%E6%8A%A5%E8%A1%A8.xlsx", '报表.xlsx'],
    ["attachment; filename*=ISO-8859-1''caf%E9.csv", 'café.csv'],
    ['attachment; filename="plain name.xlsx"', 'plain name.xlsx'],
    ['attachment; filename=token.xlsx', 'token.xlsx'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    // Java's URLEncoder in the plain parameter, as backends of this family send it.
    ['attachment;filename=%E7%A7%B0%E9%87%8D+%E8%AE%B0%E5%BD%95.xlsx', '称重 记录.xlsx'],
    [`attachment; filename="${asByteString('称重记录.xlsx')}"`, '称重记录.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(dispositionFilename(header)).toBe(name);
  });

  it('falls back to the plain name when filename* is badly percent-encoded', () => {
    expect(dispositionFilename('attachment; filename="ok.xlsx"; filename*=UTF-8\'\'%E7%A7.xlsx')).toBe('ok.xlsx');
    expect(dispositionFilename("attachment; filename*=UTF-8''%zz.xlsx")).toBeUndefined();
    expect(downloadFilename("attachment; filename*=UTF-8''%zz.xlsx", '导出.xlsx')).toBe('导出.xlsx');
  });

  it('keeps a Latin-1 name that is not UTF-8 as it is', () => {
    expect(dispositionFilename('attachment; filename="caf\u00e9.csv"')).toBe('café.csv');
  });

  it('uses the fallback when the header is missing or names no file', () => {
    expect(downloadFilename(undefined, 'posts_2026-01-05.xlsx')).toBe('posts_2026-01-05.xlsx');
    expect(downloadFilename('attachment', 'x.xlsx')).toBe('x.xlsx');
    expect(downloadFilename('inline; filename=""', 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('a server-sent name, read and made safe in one step', () => {
  it.each([
    ["attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd", 'passwd'],
    ["attachment; filename*=UTF-8''C%3A%5CWindows%5Cevil.dll", 'evil.dll'],
    ["attachment; filename*=UTF-8''invoice_%E2%80%AEfdp.exe", 'invoice_fdp.exe'],
    ["attachment; filename*=UTF-8''a%0D%0AContent-Type%3A%20x.txt", 'aContent-Type_ x.txt'],
    ['attachment; filename="CON.xlsx"', '_CON.xlsx'],
    ["attachment; filename*=UTF-8''nul.csv", '_nul.csv'],
    [`attachment; filename="${asByteString('COM1.称重.xlsx')}"`, '_COM1.称重.xlsx'],
    ['attachment; filename*="UTF-8\'\'%E6%8A%A5%E8%A1%A8.xlsx"', '报表.xlsx'],
    ['attachment; filename="a;b.xlsx"', 'a;b.xlsx'],
    ['attachment; filename=a.xlsx; size=10', 'a.xlsx'],
    ['attachment; filename="   "', '导出.xlsx'],
    ["attachment; filename*=UTF-8''%E2%80%AE%00", '导出.xlsx'],
  ])('%s → %s', (header, name) => {
    expect(downloadFilename(header, '导出.xlsx')).toBe(name);
  });

  it('shortens a very long encoded name and keeps its extension', () => {
    const name = downloadFilename(`attachment; filename*=UTF-8''${encodeURIComponent('称重'.repeat(200))}.xlsx`, 'x');
    expect(name).toMatch(/^(称重)+称?\.xlsx$/);
    expect(Array.from(name).length).toBeLessThanOrEqual(MAX_FILENAME_CHARS);
  });

  it('uses the fallback for a header that is not text', () => {
    for (const header of [null, 7, ['attachment; filename=a.xlsx'], { filename: 'a.xlsx' }])
      expect(downloadFilename(header, '导出.xlsx'), JSON.stringify(header)).toBe('导出.xlsx');
  });
});

describe('safeFilename', () => {
  it('keeps a name, never a path', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('a\\b')).toBe('b');
    expect(safeFilename('C:\\Windows\\system32\\evil.dll')).toBe('evil.dll');
    expect(safeFilename('..', 'x.xlsx')).toBe('x.xlsx');
    expect(safeFilename('reports/', 'x.xlsx')).toBe('x.xlsx');
  });

  it('drops control, bidi and zero-width characters', () => {
    // U+202E would show 'invoice_fdp.exe' as 'invoice_exe.pdf'.
    expect(safeFilename('invoice_\u202Efdp.exe')).toBe('invoice_fdp.exe');
    expect(safeFilename('a\u0000b\u0007c\u001b[31m\u009b.txt')).toBe('abc[31m.txt');
    expect(safeFilename('line\r\nbreak\t.txt')).toBe('linebreak.txt');
    expect(safeFilename('\u2066x\u2069\u200B\uFEFF\u061C.csv')).toBe('x.csv');
  });

  it('replaces the characters Windows forbids and trims dots and spaces at the ends', () => {
    expect(safeFilename('a<b>c:d"e|f?g*h.txt')).toBe('a_b_c_d_e_f_g_h.txt');
    expect(safeFilename('  .hidden  ')).toBe('hidden');
    expect(safeFilename('report.xlsx. . ')).toBe('report.xlsx');
    expect(safeFilename('a   b.txt')).toBe('a b.txt');
  });

  it('never saves under a Windows device name', () => {
    for (const name of ['CON', 'con.txt', 'NUL.xlsx', 'Com1.tar.gz', 'LPT9', 'aux .csv', 'PRN', 'COM²']) {
      expect(safeFilename(name)).toBe(`_${name}`);
    }
    expect(safeFilename('NUL. ')).toBe('_NUL');
    expect(safeFilename('console.log')).toBe('console.log');
    expect(safeFilename('COM10.txt')).toBe('COM10.txt');
  });

  it('shortens a very long name to 150 characters, keeping the extension', () => {
    const long = safeFilename(`${'称'.repeat(400)}.xlsx`);
    expect(long.endsWith('.xlsx')).toBe(true);
    expect(Array.from(long).length).toBeLessThanOrEqual(MAX_FILENAME_CHARS);
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(240);
    const ascii = safeFilename(`${'a'.repeat(300)}.tar.gz`);
    expect(ascii).toBe(`${'a'.repeat(MAX_FILENAME_CHARS - 3)}.gz`);
    // Emoji are cut whole, never into half a surrogate pair.
    const emoji = safeFilename(`${'😀'.repeat(200)}.txt`);
    expect(emoji).toMatch(/^(😀)+\.txt$/u);
    expect(safeFilename('b'.repeat(500))).toBe('b'.repeat(MAX_FILENAME_CHARS));
  });

  it('falls back, safely, when nothing usable is left', () => {
    expect(safeFilename('\u202E\u0000', 'posts.xlsx')).toBe('posts.xlsx');
    expect(safeFilename('', '../x.xlsx')).toBe('x.xlsx');
    expect(safeFilename('', '')).toBe('download');
    expect(safeFilename(undefined)).toBe('download');
  });
});
