// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/testing/consoleErrors';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('the moon fell');
}

describe('ErrorBoundary', () => {
  it('renders an empty block in place of a failed tree and reports the error', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const report = vi.fn();
    const container = document.createElement('div');
    // React reports the error it caught (the boundary reports it too).
    expectConsoleError(/the moon fell/);
    await act(async () => {
      createRoot(container).render(
        <ErrorBoundary report={report}>
          <p>before</p>
          <Broken />
        </ErrorBoundary>,
      );
    });
    expect(container.innerHTML).toBe('<div data-error-fallback=""></div>');
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the moon fell' }),
      expect.objectContaining({ componentStack: expect.stringContaining('Broken') }),
    );
  });

  it('renders its children when nothing fails', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <ErrorBoundary report={vi.fn()}>
          <p>all well</p>
        </ErrorBoundary>,
      );
    });
    expect(container.innerHTML).toBe('<p>all well</p>');
  });
});
