/**
 * Both themes' colours from one tokenisation. Shiki highlights a block in two themes by running
 * the grammar over the code once per theme (`codeToTokensWithThemes`), although the grammar's
 * work (regular expressions, the rule stack) does not depend on the theme: only the colour each
 * scope stack maps to does. Here, the first theme's pass runs the grammar once with scope names
 * (`tokenizeLine`), and each line's tokens are encoded for both themes exactly as the grammar's
 * binary tokeniser (`tokenizeLine2`) would have encoded them; the second theme's pass is then
 * answered from that. Everything after tokenising (alignment of the two themes' tokens,
 * transformers, HTML) stays shiki's own, so the output is byte-identical (checked line by line
 * against `tokenizeLine2` and block by block against plain shiki in
 * test/unit/markdown/dual-theme.test.ts). It halves shiki's steady-state time.
 *
 * It reaches into two internals of shiki 4.6.0 (pinned exactly in package.json): the highlighter's
 * primitive object, whose `getLanguage` and `setTheme` every highlight calls, and the grammar's
 * `tokenizeLine`/`tokenizeLine2` with the theme its registry holds. When any of them is not as
 * expected, nothing is changed and shiki tokenises twice as before.
 */
import { EncodedTokenMetadata, INITIAL, type StateStack } from '@shikijs/vscode-textmate';

/** The parts of vscode-textmate's theme used here: styles of a scope path, and defaults. */
interface TextmateTheme {
  match(path: ScopePath): { fontStyle: number; foregroundId: number; backgroundId: number } | null;
  getDefaults(): { fontStyle: number; foregroundId: number; backgroundId: number };
}

interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

interface LineResult {
  tokens: Uint32Array;
  ruleStack: StateStack;
  stoppedEarly: boolean;
}

interface TextmateGrammar {
  name: string;
  tokenizeLine(
    line: string,
    prev: StateStack | null,
    timeLimit?: number,
  ): { tokens: Array<{ startIndex: number; scopes: string[] }>; ruleStack: StateStack; stoppedEarly: boolean };
  tokenizeLine2(line: string, prev: StateStack | null, timeLimit?: number): LineResult;
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  readonly themeProvider: { _theme?: TextmateTheme };
  _basicScopeAttributesProvider?: { getDefaultAttributes(): { languageId: number; tokenType: number } };
  _tokenTypeMatchers?: unknown[];
  balancedBracketSelectors?: { matchesAlways: boolean; matchesNever: boolean } | null;
}

interface Primitive {
  setTheme(name: string): unknown;
  getLanguage(name: string): TextmateGrammar;
  getLoadedLanguages(): string[];
}

/** A node of the scope-stack trie: the encoded attributes of one scope path in each theme. */
interface ScopeNode {
  path: ScopePath;
  attributes: [number, number];
  children: Map<string, ScopeNode>;
}

/**
 * Makes a shiki highlighter tokenise each block once for the two themes `[first, second]`, in
 * the order shiki asks for them (the order of the `themes` option's keys). Returns a function that
 * puts shiki back as it was (after a DualThemeMismatch), or undefined, having changed nothing,
 * when shiki's internals are not as expected.
 */
export function tokenizeThemesOnce(highlighter: { getInternalContext(): unknown }, themes: readonly [string, string]) {
  const primitive = highlighter.getInternalContext() as Primitive;
  const { setTheme, getLanguage } = primitive;
  const probe = primitive.getLoadedLanguages().find((lang) => lang !== 'text' && lang !== 'plaintext');
  if (typeof setTheme !== 'function' || typeof getLanguage !== 'function' || probe === undefined) return undefined;
  // The registry's own theme objects, so colour ids match the colour maps shiki decodes them with.
  const textmateThemes: TextmateTheme[] = [];
  for (const name of themes) {
    setTheme(name);
    const theme = getLanguage(probe).themeProvider._theme;
    if (typeof theme?.match !== 'function' || typeof theme.getDefaults !== 'function') return undefined;
    textmateThemes.push(theme);
  }
  const [firstTheme, secondTheme] = textmateThemes as [TextmateTheme, TextmateTheme];

  let current: string | undefined;
  const proxies = new Map<TextmateGrammar, TextmateGrammar>();
  primitive.setTheme = (name: string) => {
    current = name;
    return setTheme(name);
  };
  primitive.getLanguage = (name: string) => {
    const grammar = getLanguage(name);
    let proxy = proxies.get(grammar);
    if (!proxy) {
      proxy = dualGrammar(grammar, themes, [firstTheme, secondTheme], () => current) ?? grammar;
      proxies.set(grammar, proxy);
    }
    return proxy;
  };
  return () => {
    primitive.setTheme = setTheme;
    primitive.getLanguage = getLanguage;
  };
}

/** A grammar whose `tokenizeLine2` answers the second theme's pass from the first's. */
function dualGrammar(
  grammar: TextmateGrammar,
  themes: readonly [string, string],
  textmateThemes: [TextmateTheme, TextmateTheme],
  currentTheme: () => string | undefined,
): TextmateGrammar | undefined {
  const defaults = grammar._basicScopeAttributesProvider?.getDefaultAttributes();
  const brackets = grammar.balancedBracketSelectors;
  // Token type overrides and partial bracket selectors change the encoding per scope stack; shiki
  // configures neither, and a grammar that has them is tokenised twice as before.
  if (
    !defaults ||
    typeof grammar.tokenizeLine !== 'function' ||
    !Array.isArray(grammar._tokenTypeMatchers) ||
    grammar._tokenTypeMatchers.length > 0 ||
    (brackets && !brackets.matchesAlways && !brackets.matchesNever)
  ) {
    return undefined;
  }
  const bracketBit = brackets?.matchesAlways === true;
  const roots = new Map<string, ScopeNode>();
  const rootAttributes = textmateThemes.map((theme) => {
    const style = theme.getDefaults();
    return EncodedTokenMetadata.set(
      0,
      defaults.languageId,
      defaults.tokenType,
      null,
      style.fontStyle,
      style.foregroundId,
      style.backgroundId,
    );
  }) as [number, number];

  /** As vscode-textmate's AttributedScopeStack pushes a scope: the theme's match merged in. */
  const child = (parent: ScopeNode | undefined, scope: string): ScopeNode => {
    const path: ScopePath = { parent: parent?.path ?? null, scopeName: scope };
    const basic = grammar.getMetadataForScope(scope);
    const attributes = textmateThemes.map((theme, i) => {
      const style = theme.match(path);
      return EncodedTokenMetadata.set(
        parent ? (parent.attributes[i] as number) : (rootAttributes[i] as number),
        basic.languageId,
        basic.tokenType,
        null,
        style ? style.fontStyle : -1,
        style ? style.foregroundId : 0,
        style ? style.backgroundId : 0,
      );
    }) as [number, number];
    return { path, attributes, children: new Map() };
  };
  const attributesOf = (scopes: string[]): [number, number] => {
    let node: ScopeNode | undefined;
    for (const scope of scopes) {
      const siblings = node ? node.children : roots;
      let next = siblings.get(scope);
      if (!next) {
        next = child(node, scope);
        siblings.set(scope, next);
      }
      node = next;
    }
    return node ? node.attributes : rootAttributes;
  };

  /** The second theme's lines, in order, as the first theme's pass made them. */
  let pending: Array<{ line: string; prev: StateStack | null; result: LineResult }> = [];
  let next = 0;
  const proxy = Object.create(grammar) as TextmateGrammar;
  proxy.tokenizeLine2 = (line, prev, timeLimit) => {
    const theme = currentTheme();
    if (theme === themes[0]) {
      if (prev === INITIAL || prev === null) pending = [];
      const scoped = grammar.tokenizeLine(line, prev, timeLimit);
      const first: number[] = [];
      const second: number[] = [];
      for (const token of scoped.tokens) {
        const [a, b] = attributesOf(token.scopes);
        // The binary tokeniser merges neighbours with the same attributes; so does this.
        push(first, token.startIndex, bracketBit ? withBrackets(a) : a);
        push(second, token.startIndex, bracketBit ? withBrackets(b) : b);
      }
      const { ruleStack, stoppedEarly } = scoped;
      pending.push({ line, prev, result: { tokens: Uint32Array.from(second), ruleStack, stoppedEarly } });
      return { tokens: Uint32Array.from(first), ruleStack, stoppedEarly };
    }
    if (theme === themes[1]) {
      if (prev === INITIAL || prev === null) next = 0;
      const made = pending[next];
      if (made && made.line === line && made.prev === prev) {
        next++;
        return made.result;
      }
      // Shiki asked in another order than its 4.6.0 code does: the rule stacks of this block were
      // made under the first theme, so the caller must highlight it again the plain way.
      throw new DualThemeMismatch();
    }
    return grammar.tokenizeLine2(line, prev, timeLimit);
  };
  return proxy;
}

/** Thrown when shiki tokenises in an order this module does not expect (see `tokenizeThemesOnce`). */
export class DualThemeMismatch extends Error {
  constructor() {
    super('rnhc-docs: shiki tokenised the second theme out of order');
  }
}

const bracketCache = new Map<number, number>();
function withBrackets(attributes: number): number {
  let value = bracketCache.get(attributes);
  if (value === undefined) {
    value = EncodedTokenMetadata.set(attributes, 0, 8, true, -1, 0, 0);
    bracketCache.set(attributes, value);
  }
  return value;
}

function push(tokens: number[], start: number, attributes: number) {
  if (tokens.length > 0 && tokens[tokens.length - 1] === attributes) return;
  tokens.push(start, attributes);
}
