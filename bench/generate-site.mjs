// Generates a realistic docs site of N pages for benchmarks: headings, tables, admonitions, links
// and 2-4 code blocks per page in ts, kotlin, xml and diff, each page's code slightly different
// (so the highlight cache cannot collapse them).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const types = ['Steps', 'HeartRate', 'Weight', 'Distance', 'SleepSession', 'Hydration', 'Nutrition', 'Speed'];

function code(i) {
  const type = types[i % types.length];
  const blocks = [
    '```ts title="read' +
      type +
      i +
      '.ts" {3-4}\n' +
      `import { readRecords } from 'react-native-health-connect';\n\n` +
      `export async function read${type}${i}(start: string, end: string) {\n` +
      `  const { records, pageToken } = await readRecords('${type}', {\n` +
      `    timeRangeFilter: { operator: 'between', startTime: start, endTime: end },\n` +
      `    pageSize: ${50 + (i % 50)},\n  });\n` +
      `  return records.map((r) => ({ id: r.metadata?.id, page: ${i} }));\n}\n` +
      '```',
    '```kotlin\nclass MainActivity' +
      i +
      ' : ReactActivity() {\n  override fun onCreate(savedInstanceState: Bundle?) {\n    super.onCreate(savedInstanceState)\n    HealthConnectPermissionDelegate.setPermissionDelegate(this)\n    Log.d("page", "' +
      i +
      '")\n  }\n}\n```',
    '```xml\n<uses-permission android:name="android.permission.health.READ_' +
      type.toUpperCase() +
      '" />\n<activity android:name=".Rationale' +
      i +
      '" android:exported="true">\n  <intent-filter>\n    <action android:name="androidx.health.ACTION_SHOW_PERMISSIONS_RATIONALE" />\n  </intent-filter>\n</activity>\n```',
    `\`\`\`diff\n- const pageSize = ${i};\n+ const pageSize = ${i + 1};\n  await initialize();\n\`\`\``,
  ];
  return blocks.slice(0, 2 + (i % 3)).join('\n\n');
}

function page(i, n, perCategory) {
  const next = (i + 1) % n;
  const cat = Math.floor(next / perCategory);
  const type = types[i % types.length];
  return `---
sidebar_position: ${i % perCategory}
description: Page ${i} explains reading ${type} records.
---

# Page ${i}: reading ${type}

This page shows how to read **${type}** records with \`readRecords\` and how to page through results.
It links to [the next page](../cat-${cat}/page-${next}.md) and to [its own section](#options-${i}).

## Options ${i} {#options-${i}}

| option | type | meaning |
|---|---|---|
| timeRangeFilter | TimeRangeFilter | which records to read |
| pageSize | number | how many per page (${i}) |
| pageToken | string | where to continue |

:::tip Paging
Pass the returned \`pageToken\` to read the next page. Stop when it is missing.
:::

## Examples

${code(i)}

### Notes on ${type}

- Times are ISO 8601 strings.
- Records you did not write may be hidden until permissions are granted.

:::warning
Call \`initialize\` first.
:::
`;
}

/** Writes a site of `n` pages into `dir` and returns the config path. */
export async function generateSite(dir, n) {
  await rm(dir, { recursive: true, force: true });
  const perCategory = 50;
  const categories = Math.ceil(n / perCategory);
  for (let c = 0; c < categories; c++) {
    const folder = path.join(dir, 'docs', `cat-${c}`);
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, '_category_.json'),
      JSON.stringify({ label: `Category ${c}`, position: c + 1, link: { type: 'generated-index' } }),
    );
  }
  const writes = [];
  for (let i = 0; i < n; i++) {
    const c = Math.floor(i / perCategory);
    writes.push(writeFile(path.join(dir, 'docs', `cat-${c}`, `page-${i}.md`), page(i, n, perCategory)));
    if (writes.length >= 200) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  await writeFile(
    path.join(dir, 'docs', 'intro.md'),
    '---\nsidebar_position: 0\n---\n\n# Intro\n\nGenerated benchmark site.\n',
  );
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  await writeFile(path.join(dir, 'pages', 'index.md'), `# Bench ${n}\n\nStart with the [intro](/docs/intro).\n`);
  const config = path.join(dir, 'rnhc-docs.config.yaml');
  await writeFile(
    config,
    `title: Bench ${n}\nurl: https://example.com\nbaseUrl: /bench/\ndocs:\n  path: docs\npages:\n  path: pages\nthemeConfig:\n  navbar:\n    title: Bench\n    items:\n      - type: doc\n        docId: intro\n        label: Docs\n        position: left\n`,
  );
  return config;
}
