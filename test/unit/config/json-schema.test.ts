import { describe, expect, it } from 'vitest';
import { createConfigJsonSchema } from '../../../src/config/json-schema.ts';

interface JsonSchemaNode {
  type?: string;
  title?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: unknown;
  default?: unknown;
  enum?: unknown[];
}

describe('createConfigJsonSchema', () => {
  const schema = createConfigJsonSchema() as JsonSchemaNode & { $schema?: string };

  it('describes the config file as an object with its top-level keys', () => {
    expect(schema.$schema).toMatch(/json-schema\.org/);
    expect(schema.type).toBe('object');
    expect(schema.title).toContain('rnhc-docs.config.yaml');
    const keys = Object.keys(schema.properties ?? {});
    for (const key of [
      'title',
      'url',
      'baseUrl',
      'themeConfig',
      'docs',
      'i18n',
      'onBrokenLinks',
      'staticDirectories',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('requires only title and url (the rest has defaults)', () => {
    expect([...(schema.required ?? [])].sort()).toEqual(['title', 'url']);
  });

  it('rejects unknown keys, so editors flag typos', () => {
    expect(schema.additionalProperties).toBe(false);
  });

  it('carries defaults and enums for editor completion', () => {
    const props = schema.properties ?? {};
    expect(props.titleDelimiter?.default).toBe('|');
    expect(props.onBrokenLinks?.enum).toEqual(expect.arrayContaining(['ignore', 'log', 'warn', 'throw']));
    expect(props.onBrokenLinks?.default).toBe('throw');
    const themeConfig = props.themeConfig;
    expect(Object.keys(themeConfig?.properties ?? {})).toEqual(
      expect.arrayContaining(['navbar', 'footer', 'colorMode', 'tableOfContents']),
    );
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });
});
