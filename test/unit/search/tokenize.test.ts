import { describe, expect, it } from 'vitest';
import { highlight } from '../../../src/shared/search/highlight.ts';
import { createQuery, hasIdentifierParts } from '../../../src/shared/search/search-options.ts';
import { processIndexTerm, splitIdentifier, tokenizeForIndex } from '../../../src/shared/search/tokenize.ts';

/** What the index stores for a text: tokens through processTerm, nulls dropped. */
const terms = (text: string) => tokenizeForIndex(text).map(processIndexTerm).filter(Boolean);

describe('tokeniser', () => {
  it('indexes a camelCase identifier whole and by its parts', () => {
    expect(terms('aggregateGroupByPeriod')).toEqual(['aggregategroupbyperiod', 'aggregate', 'group', 'period']);
    expect(terms('getSdkStatus()')).toEqual(['getsdkstatus', 'get', 'sdk', 'status']);
  });

  it('indexes an upper snake case constant whole and by its words', () => {
    expect(terms('android.permission.health.READ_HEART_RATE')).toEqual([
      'android',
      'permission',
      'health',
      'read_heart_rate',
      'read',
      'heart',
      'rate',
    ]);
  });

  it('splits acronyms, digits and dashes sensibly', () => {
    expect(splitIdentifier('HTTPServer2')).toEqual(['HTTP', 'Server', '2']);
    expect(splitIdentifier('SDK_UNAVAILABLE_PROVIDER_UPDATE_REQUIRED')).toHaveLength(5);
    expect(splitIdentifier('plain')).toEqual([]);
    expect(terms('activity-alias, Android 14')).toEqual(['activity', 'alias', 'android', '14']);
  });

  it('lower-cases, trims underscores and drops stop words and single letters', () => {
    expect(terms('The __DEV__ flag is a Boolean')).toEqual(['dev', 'flag', 'boolean']);
    expect(processIndexTerm('x'.repeat(41))).toBeNull();
  });
});

describe('createQuery', () => {
  /** A term and how it matches. */
  const term = (t: string, prefix: boolean, fuzzy: number | false) => ({ queries: [t], prefix, fuzzy });

  it('requires every word (AND), or any with OR; only the last word is a prefix', () => {
    expect(createQuery('heart rate')).toEqual({
      combineWith: 'AND',
      queries: [term('heart', false, 0.2), term('rate', true, 0.2)],
    });
    expect(createQuery('heart rate', { combineWith: 'OR' })).toMatchObject({ combineWith: 'OR' });
  });

  it('allows typos only from 4 characters', () => {
    expect(createQuery('go')).toEqual(term('go', true, false));
    expect(createQuery('expo')).toEqual(term('expo', true, 0.2));
  });

  it('matches an identifier whole, or with `parts` also by all of its parts (weighted lower)', () => {
    expect(createQuery('READ_HEART_RATE')).toEqual(term('read_heart_rate', true, 0.2));
    const query = createQuery('READ_HEART_RATE', { parts: true });
    expect(query).toEqual({
      combineWith: 'OR',
      queries: [
        term('read_heart_rate', true, 0.2),
        {
          combineWith: 'AND',
          boostTerm: expect.any(Function),
          queries: [term('read', false, false), term('heart', false, false), term('rate', true, false)],
        },
      ],
    });
    expect(hasIdentifierParts('call groupByPeriod')).toBe(true);
    expect(hasIdentifierParts('heart rate')).toBe(false);
  });

  it('drops stop words except the word being typed', () => {
    expect(createQuery('how to initialize')).toEqual(term('initialize', true, 0.2));
    expect(createQuery('initialize the')).toEqual({
      combineWith: 'AND',
      queries: [term('initialize', false, 0.2), term('the', true, false)],
    });
    expect(createQuery('  ...  ')).toBeUndefined();
  });
});

describe('highlight', () => {
  it('marks whole words and identifier parts that matched', () => {
    expect(highlight('Call aggregateGroupByPeriod per period.', ['period'])).toEqual([
      { text: 'Call aggregateGroupBy', mark: false },
      { text: 'Period', mark: true },
      { text: ' per ', mark: false },
      { text: 'period', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('marks a whole constant, and adjacent parts as one run', () => {
    expect(highlight('health.READ_HEART_RATE', ['read_heart_rate'])).toEqual([
      { text: 'health.', mark: false },
      { text: 'READ_HEART_RATE', mark: true },
    ]);
    expect(highlight('aggregateGroupByPeriod', ['group', 'by'])).toEqual([
      { text: 'aggregate', mark: false },
      { text: 'GroupBy', mark: true },
      { text: 'Period', mark: false },
    ]);
  });

  it('returns the text unmarked when nothing matched', () => {
    expect(highlight('No match here', new Set(['zebra']))).toEqual([{ text: 'No match here', mark: false }]);
    expect(highlight('', ['a'])).toEqual([]);
  });
});
