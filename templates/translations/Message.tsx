import { Fragment, type ReactNode } from 'react';
import { splitPlaceholders } from '../../src/shared/translations/translate.ts';

/**
 * A message whose placeholders are elements (`see the {latestVersionLink}`): the text parts stay
 * text (escaped by React), each `{name}` becomes `values[name]`; an unknown name is shown as written.
 */
export function Message({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {splitPlaceholders(text).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message.
        <Fragment key={index}>
          {typeof part === 'string' ? part : Object.hasOwn(values, part.name) ? values[part.name] : `{${part.name}}`}
        </Fragment>
      ))}
    </>
  );
}
