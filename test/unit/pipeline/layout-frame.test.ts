import { describe, expect, it } from 'vitest';
import { splitLayoutFrame } from '../../../src/pipeline/layout-frame.ts';

const LAYOUT = '<div class="rnhc-page" data-rnhc-layout=""><main>Page</main></div>';

describe('splitLayoutFrame', () => {
  it('takes the elements before and after Layout out, hidden in place without their ids', () => {
    const html = `<div id="stand" class="banner"><a id="x" href="/">Stand</a></div>${LAYOUT}<p class="after">After</p>`;
    expect(splitLayoutFrame(html)).toEqual({
      before: '<div id="stand" class="banner"><a id="x" href="/">Stand</a></div>',
      after: '<p class="after">After</p>',
      html: `<div data-rnhc-outside="" class="banner"><a href="/">Stand</a></div>${LAYOUT}<p data-rnhc-outside="" class="after">After</p>`,
    });
  });

  it('takes them from every level above Layout, in document order, void elements included', () => {
    const html = `<div class="wrap"><img src="/a.png"/><section><hr/>${LAYOUT}<i>1</i></section><b>2</b></div>`;
    const split = splitLayoutFrame(html);
    expect(split?.before).toBe('<img src="/a.png"/><hr/>');
    expect(split?.after).toBe('<i>1</i><b>2</b>');
    expect(split?.html).toBe(
      `<div class="wrap"><img data-rnhc-outside="" src="/a.png"/><section><hr data-rnhc-outside=""/>${LAYOUT}<i data-rnhc-outside="">1</i></section><b data-rnhc-outside="">2</b></div>`,
    );
  });

  it('keeps SVG children inside their element (self-closing tags in foreign content)', () => {
    const html = `<svg class="logo"><path d="M0"/><circle r="1"/></svg>${LAYOUT}`;
    expect(splitLayoutFrame(html)?.before).toBe('<svg class="logo"><path d="M0"/><circle r="1"/></svg>');
  });

  it('leaves a page alone without Layout, with nothing outside it, or with text outside it', () => {
    expect(splitLayoutFrame('<main>No layout</main>')).toBeUndefined();
    expect(splitLayoutFrame(`<!-- -->${LAYOUT} \n`)).toBeUndefined();
    expect(splitLayoutFrame(`Loose text<div>x</div>${LAYOUT}`)).toBeUndefined();
  });

  it("leaves React's hoisted resources in place: image preloads, styles and scripts are not content (react-native-website)", () => {
    const preload = '<link rel="preload" as="image" href="/img/a.webp"/>';
    expect(splitLayoutFrame(`${preload}<style>.a{}</style>${LAYOUT}<script>1</script>`)).toBeUndefined();
    expect(splitLayoutFrame(`${preload}<div class="banner">B</div>${LAYOUT}`)).toEqual({
      before: '<div class="banner">B</div>',
      after: '',
      html: `${preload}<div data-rnhc-outside="" class="banner">B</div>${LAYOUT}`,
    });
  });
});
