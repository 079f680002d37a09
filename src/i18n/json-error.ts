/**
 * Where a JSON text first goes wrong, for an error with a line and column. Node 20's JSON.parse
 * gives an offset for some mistakes and none for others ("Unexpected token '}'"), so this walks
 * the text itself, only after JSON.parse has failed. Returns undefined when it finds no fault.
 */
export function findJsonError(text: string): { offset: number; message: string } | undefined {
  let at = 0;
  const fail = (message: string): never => {
    throw { offset: at, message };
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const expect = (char: string, what: string) => {
    space();
    if (text[at] !== char) fail(`expected ${what}${describeAt()}`);
    at++;
  };
  const describeAt = () => (at >= text.length ? ' before the end of the file' : ` (found ${JSON.stringify(text[at])})`);
  const string = () => {
    if (text[at] !== '"') fail(`expected a double-quoted string${describeAt()}`);
    at++;
    while (at < text.length) {
      const c = text[at] as string;
      if (c === '"') {
        at++;
        return;
      }
      if (c === '\\') {
        const next = text[at + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) fail('invalid \\u escape in a string');
          at += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(next) || next === '') fail(`invalid escape \\${next} in a string`);
        at += 2;
        continue;
      }
      if (c < ' ') fail('a raw control character (a line break?) inside a string');
      at++;
    }
    fail('unterminated string');
  };
  const value = (): void => {
    space();
    const c = text[at];
    if (c === '{') {
      at++;
      space();
      if (text[at] === '}') {
        at++;
        return;
      }
      for (;;) {
        space();
        string();
        expect(':', '":" after a key');
        value();
        space();
        if (text[at] === ',') {
          at++;
          space();
          if (text[at] === '}') fail('trailing comma before "}"');
          continue;
        }
        if (text[at] === '}') {
          at++;
          return;
        }
        fail(`expected "," or "}" after a value${describeAt()}`);
      }
    }
    if (c === '[') {
      at++;
      space();
      if (text[at] === ']') {
        at++;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[at] === ',') {
          at++;
          space();
          if (text[at] === ']') fail('trailing comma before "]"');
          continue;
        }
        if (text[at] === ']') {
          at++;
          return;
        }
        fail(`expected "," or "]" after a value${describeAt()}`);
      }
    }
    if (c === '"') {
      string();
      return;
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at));
    if (literal) {
      at += literal[0].length;
      return;
    }
    fail(`expected a value${describeAt()}`);
  };
  try {
    if (text.charCodeAt(0) === 0xfeff) at = 1;
    value();
    space();
    if (at < text.length) fail(`unexpected text after the JSON value${describeAt()}`);
    return undefined;
  } catch (error) {
    return error as { offset: number; message: string };
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
