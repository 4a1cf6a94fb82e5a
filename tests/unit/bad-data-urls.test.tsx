import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import type { CrudField } from '@/components/crud';
import { FieldCell } from '@/components/crud/field-cell';
import { ImageUpload } from '@/components/crud/image-field';
import { FileLinks } from '@/features/system/files/file-links';
import { avatarUrl, FALLBACK_AVATAR } from '@/lib/url/avatar';

/** Invariant 4 with invariant 10: a URL from the server is used only when checkedUrl accepts it. */

/** Values a server might put in a picture field that must never become a picture's address. */
const REFUSED = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  ' https://cdn.example.com/a.png',
  'https://cdn.example.com/a.png\n',
  'https://cdn.example.com/\u0000a.png',
  'http:///a.png',
];

interface Row {
  image?: unknown;
}
const imageField: CrudField<Row> = { name: 'image', kind: 'image' };

function renderImageCell(image: unknown) {
  return render(
    <Providers>
      <FieldCell field={imageField} record={{ image }} label="图片" />
    </Providers>,
  );
}

describe('a picture cell given a server URL', () => {
  it('shows http(s) URLs and same-origin paths as pictures', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      'http://cdn.example.com/b.png',
      '/api/content/files/preview/c',
    ]) {
      const { container, unmount } = renderImageCell(url);
      expect(container.querySelector('img'), url).toHaveAttribute('src', url);
      unmount();
    }
  });

  it('shows any other string as its text, never as a picture or link', () => {
    for (const value of REFUSED) {
      const { container, unmount } = renderImageCell(value);
      expect(container.querySelector('img, a, [src], [href]'), value).toBeNull();
      expect(container.textContent, value).toBe(value);
      unmount();
    }
  });

  it('shows nothing for a value that is not text', () => {
    for (const value of [null, undefined, 42, { src: 'https://cdn.example.com/a.png' }, ['https://x.example']]) {
      const { container, unmount } = renderImageCell(value);
      expect(container.querySelector('img'), String(value)).toBeNull();
      expect(container.textContent, String(value)).toBe('');
      unmount();
    }
  });

  it('does not show a refused URL as the picture of an image field in a form', () => {
    const { container } = render(
      <Providers>
        <ImageUpload label="图片" fileClass="product" value="javascript:alert(1)" />
      </Providers>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('javascript');
  });
});

describe('avatarUrl', () => {
  it('uses an accepted URL or path as it is, and a file key through the preview path', () => {
    expect(avatarUrl('https://cdn.example.com/me.png')).toBe('https://cdn.example.com/me.png');
    expect(avatarUrl('/profile/me.png')).toBe('/profile/me.png');
    expect(avatarUrl('2026/me.png')).toBe('/api/content/files/preview/2026%2Fme.png');
  });

  it('falls back to the default picture for anything checkedUrl refuses or that is not text', () => {
    for (const value of [...REFUSED, '', '../secret.png', null, undefined, 7, { url: '/a.png' }, ['/a.png']]) {
      expect(avatarUrl(value), JSON.stringify(value)).toBe(FALLBACK_AVATAR);
    }
  });
});

describe('file links given an odd stored file', () => {
  it('link only inside the content service, and show nothing without a usable key', () => {
    const odd = render(
      <Providers>
        <FileLinks file={{ fileId: 1, key: 'javascript:alert(1)', name: 'x' }} />
      </Providers>,
    );
    for (const link of odd.container.querySelectorAll('a'))
      expect(link.getAttribute('href')).toBe('/api/content/files/preview/javascript%3Aalert(1)');
    odd.unmount();
    for (const key of [null, 7, '', { k: 1 }]) {
      const { container, unmount } = render(
        <Providers>
          <FileLinks file={{ fileId: 1, key: key as never }} />
        </Providers>,
      );
      expect(container.querySelector('a'), String(key)).toBeNull();
      unmount();
    }
  });
});
