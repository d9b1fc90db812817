import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { failureReason, mayBeStaleBuild, reloadOnceForNewBuild } from './chunkReload';
import { reportError } from './reportError';

export interface ErrorFallbackProps {
  error: Error;
  retry: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Tags the report: `shell` or the remote's name, and its version. */
  source: string;
  version: string;
  /** Spanish sentence saying what failed; shown above the 'Reintentar' button. */
  message?: string;
  /** Replaces the default fallback entirely. */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
  /** Runs before the children render again, e.g. to forget a failed remote load. */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

// Inline styles on purpose: the fallback must look right even when the design system's
// stylesheet is what failed to load. The var() fallbacks are the light theme's tokens.
const fallbackStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  margin: '16px 0',
  padding: 16,
  border: '1px solid var(--color-border, #e2e3e8)',
  borderRadius: 'var(--radius, 8px)',
  background: 'var(--color-surface, #fff)',
  color: 'var(--color-text, #1c1d22)',
};
const messageStyle: CSSProperties = { margin: 0, flex: '1 1 240px' };
const retryStyle: CSSProperties = {
  padding: '8px 16px',
  border: 0,
  borderRadius: 'var(--radius, 8px)',
  background: 'var(--color-accent, #e8452c)',
  color: 'var(--color-on-accent, #fff)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};

export const DEFAULT_ERROR_MESSAGE = 'Algo salió mal al mostrar esta parte de la página.';

/** Keeps a failure inside the part of the page that failed, reports it, and offers a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A remote's files moved with a deploy (a chunk or its entry is gone): a fresh page has the new ones.
    if (mayBeStaleBuild(error) && reloadOnceForNewBuild()) return;
    const stack = [error.stack, info.componentStack].filter(Boolean).join('\n');
    reportError(Object.assign(new Error(error.message), { name: error.name, stack }), {
      source: this.props.source,
      version: this.props.version,
      // A load failure says why it failed; anything else thrown while drawing is a render error.
      reason: failureReason(error) ?? 'render',
    });
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, retry: this.retry });
    return (
      <div role="alert" style={fallbackStyle}>
        <p style={messageStyle}>{this.props.message ?? DEFAULT_ERROR_MESSAGE}</p>
        <button type="button" style={retryStyle} onClick={this.retry}>
          Reintentar
        </button>
      </div>
    );
  }
}
