import { http, HttpResponse, type RequestHandler } from 'msw';
import { CONTENT } from '../lib/http';
import { towerExceptions, towerRecords } from '../seed/tower';

/**
 * The pictures of the seeded refill and exception records (`/api/content/profile/tower/{refill|exception}/…`):
 * a drawn delivery note or camera snapshot naming the record, as small SVG, like the files' previews.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const kg = (value: number) => `${Math.round(value).toLocaleString('en-US')} kg`;

function drawing(title: string, lines: string[], accent: string): string {
  const text = lines
    .map(
      (line, i) =>
        `<text x="28" y="${96 + i * 24}" font-family="sans-serif" font-size="14" fill="#1f2d3d">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240">` +
    `<rect width="360" height="240" fill="#f7f8fa"/><rect x="12" y="12" width="336" height="216" rx="8" fill="#fff" stroke="${accent}" stroke-width="2"/>` +
    `<text x="28" y="52" font-family="sans-serif" font-size="18" font-weight="bold" fill="${accent}">${escapeXml(title)}</text>` +
    `<path d="M288 40 h36 v110 l-18 24 l-18 -24 z" fill="none" stroke="${accent}" stroke-width="2"/>` +
    `${text}</svg>`
  );
}

const photo = http.get(`${CONTENT}/profile/tower/:kind/:file`, ({ request }) => {
  const path = new URL(request.url).pathname;
  const refill = towerRecords().find((r) => r.image === path);
  const exception = refill ? undefined : towerExceptions().find((e) => e.image === path);
  let svg: string;
  if (refill) {
    svg = drawing(
      '送货单 Delivery note',
      [
        refill.towerId,
        refill.startDatetime,
        `${kg(refill.firstWeight)} → ${kg(refill.balanceWeight)}`,
        `+${kg(refill.refillWeight)}`,
      ],
      '#1677ff',
    );
  } else if (exception) {
    svg = drawing(
      '现场抓拍 Snapshot',
      [exception.towerId, exception.startDatetime, exception.type, kg(exception.firstWeight)],
      '#d4380d',
    );
  } else {
    return new HttpResponse('Not found', { status: 404 });
  }
  return new HttpResponse(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'max-age=3600',
    },
  });
});

export const towerPhotoHandlers: RequestHandler[] = [photo];
