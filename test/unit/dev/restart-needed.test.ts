/**
 * What a config edit in serve --watch cannot apply in place (src/dev/dev-session.ts's
 * restartNeeded): the folders and base URL the session was started with.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/load-config.ts';
import { restartNeeded } from '../../../src/dev/dev-session.ts';

const parse = (extra: string) =>
  parseConfig(`title: T\nurl: https://example.com\n${extra}`, '/site/rnhc-docs.config.yaml');

describe('restartNeeded', () => {
  it('is undefined for keys a rebuild applies (the tagline)', () => {
    expect(restartNeeded(parse('tagline: a\n'), parse('tagline: b\n'))).toBeUndefined();
  });

  it('names every key that needs a restart, and the config file', () => {
    const message = restartNeeded(parse(''), parse('baseUrl: /x/\ndocs:\n  path: guides\n'));
    expect(message).toMatch(/^Restart needed: baseUrl, docs\.path changed in rnhc-docs\.config\.yaml\./);
    expect(message).toContain('rnhc-docs serve --watch');
  });
});
