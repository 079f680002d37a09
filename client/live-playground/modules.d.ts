// Modules the playground is bundled with per site (src/pipeline/live-code.ts): react-live from the
// site's node_modules, and the site's ReactLiveScope and swizzled Playground (or stand-ins).
declare module 'react-live' {
  import type { ComponentType } from 'react';
  export const LiveProvider: ComponentType<Record<string, unknown>>;
  export const LiveEditor: ComponentType<Record<string, unknown>>;
  export const LiveError: ComponentType<Record<string, unknown>>;
  export const LivePreview: ComponentType<Record<string, unknown>>;
}
declare module 'rnhc-live:scope' {
  const scope: Record<string, unknown>;
  export default scope;
}
declare module 'rnhc-live:playground' {
  import type { ComponentType } from 'react';

  const Playground: ComponentType<Record<string, unknown>> | undefined;
  export default Playground;
}
declare module '*.css';
