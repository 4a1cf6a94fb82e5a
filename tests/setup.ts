import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetSessionGate } from '@/api/auth-gate';
import { queryClient } from '@/lib/query/client';
import { i18n, loadAllNamespaces } from '@/lib/i18n';
import { mockControl, server } from '@mocks/node';
import { installFeedbackRecorder } from './feedback-recorder';

/**
 * Every test file's setup, in both projects (vite.config.ts): the mock backend through msw/node,
 * every i18n namespace, Chinese, and the recorder in place of antd's toasts and dialogs.
 * tests/setup-dom.ts adds what the DOM project's files need on top.
 */
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Pages load their namespaces lazily; tests have them all up front.
  await loadAllNamespaces();
});
beforeEach(async () => {
  installFeedbackRecorder();
  // The spec's messages are Chinese; tests of English switch explicitly.
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  server.resetHandlers();
  mockControl.reset();
  resetSessionGate();
  // The backend starts afresh: no list may show rows of the test before.
  queryClient.clear();
});
afterAll(() => server.close());
