import { Component, type ReactNode, useEffect } from 'react';
import { pageStrings } from '../../src/shared/translations/theme-strings.ts';
import { useTranslate } from '../translations/context.tsx';

/** `document.title` while a page shows its crash screen. */
export const PageErrorTitle = pageStrings['theme.ErrorPageContent.documentTitle'];

/** How deep a cause chain is followed; guards against cycles (`a.cause = a`). */
const MAX_CAUSES = 10;

/** The message of anything thrown (a non-Error value is shown as a string). */
export function getErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The causes of an error, outermost first, without the error itself. */
export function getErrorCauses(error: unknown): unknown[] {
  const causes: unknown[] = [];
  const seen = new Set<unknown>([error]);
  let current = error instanceof Error ? error.cause : undefined;
  while (current !== undefined && !seen.has(current) && causes.length < MAX_CAUSES) {
    causes.push(current);
    seen.add(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return causes;
}

/** Props of CrashFallback. */
export interface CrashFallbackProps {
  error: unknown;
  /** Re-renders the page content ("Try again"). */
  onRetry: () => void;
}

/** The crash screen: what broke, each cause, and a way to retry without reloading. */
export function CrashFallback({ error, onRetry }: CrashFallbackProps) {
  const t = useTranslate();
  const documentTitle = t('theme.ErrorPageContent.documentTitle');
  useEffect(() => {
    // Effects only run in the browser: the server never renders a crash screen.
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return (
    <div className="crash-page">
      <h1>{t('theme.ErrorPageContent.title')}</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('theme.ErrorPageContent.tryAgain')}
      </button>
      <div className="crash-page__errors">
        <p className="crash-page__message">{getErrorMessage(error)}</p>
        {getErrorCauses(error).map((cause, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the chain is fixed for this error.
          <p key={index} className="crash-page__cause">
            {t('theme.ErrorPageContent.cause', { message: getErrorMessage(cause) })}
          </p>
        ))}
      </div>
    </div>
  );
}

/** Props of PageErrorBoundary. */
export interface PageErrorBoundaryProps {
  children: ReactNode;
}

/** State of PageErrorBoundary: the error caught, if any. */
export interface PageErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches a crash in the page content so the navbar, sidebar and footer stay usable. Keyed by
 * the page path where it is used, so navigating away also clears the error. React itself logs
 * the caught error with its component stack.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: undefined, hasError: false };

  /** Switches to the crash screen; React calls it with whatever was thrown. */
  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error, hasError: true };
  }

  /** Clears the error so the children render again. */
  reset = (): void => {
    this.setState({ error: undefined, hasError: false });
  };

  override render(): ReactNode {
    return this.state.hasError ? <CrashFallback error={this.state.error} onRetry={this.reset} /> : this.props.children;
  }
}
