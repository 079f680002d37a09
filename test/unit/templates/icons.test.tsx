import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as Icons from '../../../templates/Icons/index.tsx';
import {
  ChevronIcon,
  CloseIcon,
  DocIcon,
  EditIcon,
  ExternalLinkIcon,
  FolderIcon,
  GlobeIcon,
  HomeIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  SunIcon,
  SystemModeIcon,
} from '../../../templates/Icons/index.tsx';

const ICON_CSS = readFileSync(new URL('../../../templates/styles/icons.css', import.meta.url), 'utf8');

/** Each icon component, its export name and the modifier class it renders. */
const ICONS = [
  [ExternalLinkIcon, 'ExternalLinkIcon', 'external'],
  [HomeIcon, 'HomeIcon', 'home'],
  [ChevronIcon, 'ChevronIcon', 'chevron'],
  [SunIcon, 'SunIcon', 'sun'],
  [MoonIcon, 'MoonIcon', 'moon'],
  [SystemModeIcon, 'SystemModeIcon', 'system'],
  [SearchIcon, 'SearchIcon', 'search'],
  [MenuIcon, 'MenuIcon', 'menu'],
  [CloseIcon, 'CloseIcon', 'close'],
  [GlobeIcon, 'GlobeIcon', 'globe'],
  [EditIcon, 'EditIcon', 'edit'],
  [FolderIcon, 'FolderIcon', 'folder'],
  [DocIcon, 'DocIcon', 'doc'],
] as const;

/** The decoded SVG of the `--icon` data URI set by the rule whose selector list includes `.icon--NAME`. */
function svgOf(name: string): string {
  const rule = new RegExp(`\\.icon--${name}\\b[^{]*\\{\\s*--icon: url\\("data:image/svg\\+xml,([^"]*)"\\);`).exec(
    ICON_CSS,
  );
  if (!rule) throw new Error(`icons.css draws no .icon--${name}`);
  return rule[1] as string;
}

describe('Icons', () => {
  it('every icon is an empty decorative span with its class, not an inline SVG', () => {
    expect(Object.keys(Icons).sort()).toEqual(ICONS.map(([, component]) => component).sort());
    for (const [Icon, component, name] of ICONS) {
      expect(renderToString(<Icon />), component).toBe(`<span class="icon icon--${name}" aria-hidden="true"></span>`);
    }
  });

  it('adds className after its own classes, and size as an inline width and height', () => {
    expect(renderToString(<ChevronIcon className="dropdown__caret" />)).toBe(
      '<span class="icon icon--chevron dropdown__caret" aria-hidden="true"></span>',
    );
    expect(renderToString(<CloseIcon size={20} />)).toBe(
      '<span class="icon icon--close" style="width:20px;height:20px" aria-hidden="true"></span>',
    );
  });

  it('icons.css draws every icon with a URL-safe 24×24 round stroke SVG, painted with the text colour', () => {
    expect(ICON_CSS).toMatch(/\.icon,\n\.menu__caret-icon \{[^}]*background: currentColor;/);
    expect(ICON_CSS).toMatch(/-webkit-mask: var\(--icon\) center \/ contain no-repeat;\n\s*mask: var\(--icon\)/);
    for (const [, , name] of ICONS) {
      const encoded = svgOf(name);
      expect(encoded, name).not.toMatch(/[<>#"]/);
      const svg = decodeURIComponent(encoded);
      expect(svg, name).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>.+<\/svg>$/,
      );
    }
  });
});
