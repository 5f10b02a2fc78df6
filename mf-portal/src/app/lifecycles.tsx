// The only module this remote exposes: single-spa lifecycles around its root component.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ShellProps } from '@college/shared-types';
import { Root } from './root';

const lifecycles = singleSpaReact<ShellProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error: Error) => (
    <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
      <p>This section is temporarily unavailable</p>
      <p style={{ color: '#555', fontSize: 14 }}>{error.message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
