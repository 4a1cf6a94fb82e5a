import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoreProviders } from '@/app/providers';

function Motion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'animated' : 'still'}</output>;
}

/** A matchMedia whose "reduce motion" answer the test sets. */
function systemPrefers(reduce: boolean) {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === '(prefers-reduced-motion: reduce)'
      ? ({ ...real(query), matches: reduce, media: query } as MediaQueryList)
      : real(query),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the system setting "reduce motion"', () => {
  it('turns antd motion off: dialogs, menus and toasts appear without animating', () => {
    systemPrefers(true);
    render(
      <CoreProviders>
        <Motion />
      </CoreProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('still');
  });

  it('leaves antd motion on otherwise', () => {
    systemPrefers(false);
    render(
      <CoreProviders>
        <Motion />
      </CoreProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('animated');
  });
});
