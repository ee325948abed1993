/**
 * The Content-Security-Policy, as a <meta> in the built index.html only: Vite's dev server
 * needs inline scripts (React refresh) and a websocket (HMR), which the policy forbids.
 *
 * Styles allow 'unsafe-inline' because KaTeX writes its layout as style attributes on the
 * HTML it renders; scripts, workers, fonts and connections stay same-origin only.
 */
import type { Plugin } from 'vite';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function cspPlugin(): Plugin {
  return {
    name: 'cgl:csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}
