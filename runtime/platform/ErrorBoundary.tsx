'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './monitoring/reportError';

type Props = { children: ReactNode; report?: (error: unknown, context: Record<string, unknown>) => void };

/**
 * The app wrapper's error boundary (docs/errors.md#error-boundary): a render error is reported and the fallback is an
 * empty block, so the visitor sees nothing broken rather than a stack trace.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    (this.props.report ?? reportError)(error, { componentStack: info.componentStack ?? undefined });
  }

  override render(): ReactNode {
    return this.state.failed ? <div data-error-fallback="" /> : this.props.children;
  }
}
