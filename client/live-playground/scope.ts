/** Docusaurus's default `ReactLiveScope` (a site without its own): React and its hooks. */
import * as React from 'react';

const ReactLiveScope: Record<string, unknown> = { React, ...React };
export default ReactLiveScope;
