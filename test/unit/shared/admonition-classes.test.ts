import { describe, expect, it } from 'vitest';
import { collectAdmonitionAlertClasses, createAdmonitionClasses } from '../../../src/shared/admonition-classes.ts';

describe('admonition classes', () => {
  it("adds Docusaurus's classes on a Docusaurus site only, with the type as written", () => {
    expect(createAdmonitionClasses('note', 'note', false)).toEqual(['admonition', 'admonition-note']);
    expect(createAdmonitionClasses('Important', 'info', true)).toEqual([
      'admonition',
      'admonition-info',
      'theme-admonition',
      'theme-admonition-important',
      'alert',
      'alert--info',
    ]);
    expect(createAdmonitionClasses('caution', 'caution', true).slice(2)).toEqual([
      'theme-admonition',
      'theme-admonition-caution',
      'alert',
      'alert--warning',
    ]);
    // An unknown type is shown as a note (and named in a warning): a note's classes.
    expect(createAdmonitionClasses('spoiler', 'note', true).slice(3)).toEqual([
      'theme-admonition-note',
      'alert',
      'alert--secondary',
    ]);
  });

  it('collects the alert colours of the types the bodies use', () => {
    expect(collectAdmonitionAlertClasses(['No admonition here, only prose about alerts.'])).toEqual(new Set());
    expect(
      collectAdmonitionAlertClasses([
        ':::tip Title\nText\n:::',
        '> ::::danger[Inside a quote]\n> Text\n> ::::',
        "<Admonition type=\"success\">A</Admonition>\n<Admonition title='x' type={'warning'}>B</Admonition>",
      ]),
    ).toEqual(new Set(['alert', 'alert--success', 'alert--danger', 'alert--warning']));
  });
});
