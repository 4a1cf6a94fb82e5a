import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedback, NOTIFICATION_TOP, resetFeedback } from '@/lib/feedback/feedback';

afterEach(() => {
  act(() => feedback().notification.destroy());
});

describe('notifications', () => {
  it('open below the header and tags bars, leaving the header tools reachable', async () => {
    resetFeedback();
    act(() => {
      feedback().notification.error({ key: 'critical-alarm', title: '新的严重告警', duration: 0 });
    });
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')).not.toBeNull());
    const list = document.querySelector<HTMLElement>('.ant-notification-topRight');
    expect(list?.style.getPropertyValue('--notification-top')).toBe(`${NOTIFICATION_TOP}px`);
    // The header bar is 50 px and the tags bar 34 px high.
    expect(NOTIFICATION_TOP).toBeGreaterThanOrEqual(50 + 34);
  });
});
