import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  CrashFallback,
  getErrorCauses,
  PageErrorBoundary,
  PageErrorTitle,
} from '../../../templates/PageErrorBoundary/index.tsx';
import { $, $$, text } from './html.ts';

describe('crash page', () => {
  it('exports the page-error title', () => {
    expect(PageErrorTitle).toBe('Page Error');
  });

  it('shows the heading, a Try again button, the message and each cause', () => {
    const root = new Error('Cannot read the sidebar', {
      cause: new TypeError('x is undefined', { cause: 'disk full' }),
    });
    const html = renderToString(<CrashFallback error={root} onRetry={() => {}} />);
    expect(text($(html, 'h1'))).toBe('This page crashed.');
    expect(text($(html, 'button'))).toBe('Try again');
    expect(text($(html, 'p.crash-page__message'))).toBe('Cannot read the sidebar');
    expect($$(html, 'p.crash-page__cause').map(text)).toEqual(['Cause: x is undefined', 'Cause: disk full']);
  });

  it('follows a cause chain without looping on cycles', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(getErrorCauses(a)).toEqual([b]);
    expect(getErrorCauses('plain')).toEqual([]);
  });

  it('getDerivedStateFromError switches to the error state; reset clears it', () => {
    const error = new Error('boom');
    const state = PageErrorBoundary.getDerivedStateFromError(error);
    expect(state).toEqual({ error, hasError: true });

    const boundary = new PageErrorBoundary({ children: null });
    const setState = vi.spyOn(boundary, 'setState').mockImplementation(() => {});
    boundary.reset();
    expect(setState).toHaveBeenCalledWith({ error: undefined, hasError: false });
  });

  it('renders the fallback from its error state and the children otherwise', () => {
    const boundary = new PageErrorBoundary({ children: <p>fine</p> });
    expect(renderToString(boundary.render())).toBe('<p>fine</p>');
    boundary.state = PageErrorBoundary.getDerivedStateFromError(new Error('boom'));
    const html = renderToString(boundary.render());
    expect(text($(html, 'h1'))).toBe('This page crashed.');
    expect(text($(html, 'p.crash-page__message'))).toBe('boom');
  });
});
