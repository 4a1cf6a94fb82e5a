import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/api/modules/system/file';
import { Providers } from '@/app/providers';
import { checkedUrl } from '@/lib/url/checked-url';
import { FileLinks } from '@/features/system/files/file-links';
import { UploadButton } from '@/features/system/files/upload-button';
import { server } from '@mocks/node';
import { files } from '@mocks/seed/files';
import { findToast, signIn } from '../helpers';

describe('file links (invariant 4)', () => {
  it('accepts http(s) URLs and same-origin paths only', () => {
    expect(checkedUrl('/api/content/files/preview/a.png')).toBe('/api/content/files/preview/a.png');
    expect(checkedUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/a',
      '/\\evil.example',
      'files/a.png',
      ' /a',
      '/a\nb',
      'http:///x',
    ])
      expect(checkedUrl(bad), bad).toBeUndefined();
  });

  it('opens previews in a new tab without an opener and downloads under the file name', () => {
    render(
      <Providers>
        <FileLinks file={{ fileId: 1, key: '2026/a b.png', name: '外观图.png' }} />
      </Providers>,
    );
    const preview = screen.getByText('预览').closest('a');
    expect(preview).toHaveAttribute('href', '/api/content/files/preview/2026%2Fa%20b.png');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('下载').closest('a')).toHaveAttribute('download', '外观图.png');
  });
});

/** Renders the upload button of class 1 and counts the upload requests. */
async function renderUpload() {
  await signIn();
  const sent = { posts: 0 };
  server.use(
    mswHttp.post('*/api/admin/files', () => {
      sent.posts += 1;
      return undefined;
    }),
  );
  const onUploaded = vi.fn();
  const { container } = render(
    <Providers>
      <UploadButton clsId={1} onUploaded={onUploaded} />
    </Providers>,
  );
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { sent, onUploaded, choose };
}

describe('upload', () => {
  it('refuses a file over the limit with a clear message before sending anything', async () => {
    const { sent, onUploaded, choose } = await renderUpload();
    const big = new File(['x'], 'huge.bin');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    choose(big);
    await waitFor(() => findToast('“huge.bin”大小为 10 MB，上传文件大小不能超过 10 MB'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.posts).toBe(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('uploads a file under the limit into the class', async () => {
    const { sent, onUploaded, choose } = await renderUpload();
    const before = files().length;
    choose(new File(['weighing'], 'note.txt', { type: 'text/plain' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(sent.posts).toBe(1);
    expect(files()).toHaveLength(before + 1);
    // The stored name is checked in the browser (e2e): jsdom's File is not the global one.
    expect(files()[0]).toMatchObject({ clsId: 1, size: 8 });
    await waitFor(() => findToast('“note.txt”上传成功'));
  });
});
