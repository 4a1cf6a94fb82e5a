import { notification } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TOP, resetFeedback } from '@/lib/feedback/feedback';
import { installFeedbackRecorder } from '../feedback-recorder';

afterEach(() => {
  vi.restoreAllMocks();
  // Back to the recorder every other test uses.
  installFeedbackRecorder();
});

describe('notifications', () => {
  it('open below the header and tags bars, leaving the header tools reachable', () => {
    // Configured, not rendered: antd's static notification left in the shared window held up a later
    // file's export. The journeys check where the pop-up opens in the browser (messages.spec.ts).
    const config = vi.spyOn(notification, 'config');
    resetFeedback();
    expect(config).toHaveBeenCalledWith({ top: NOTIFICATION_TOP });
    // The header bar is 50 px and the tags bar 34 px high.
    expect(NOTIFICATION_TOP).toBeGreaterThanOrEqual(50 + 34);
  });
});
