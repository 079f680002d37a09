import { MAIN_CONTENT_ID } from '../Main/index.tsx';

/** The first focusable element of every page: jumps over the navbar to the content. */
export function SkipToContent() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
