/**
 * The computed styles an exported copy needs to look like the page: an SVG file (or an SVG
 * drawn on a canvas) has none of the page's stylesheets. A fixed list, not every property:
 * it keeps a 500-cell table's file small, and leaves out what would misbehave in a picture
 * (animations, transitions, cursors, scroll snapping).
 */
const HTML_PROPS = [
  'display',
  'position',
  'top',
  'left',
  'right',
  'bottom',
  'transform',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'min-height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'outline',
  'box-shadow',
  'background-color',
  'background-image',
  'color',
  'opacity',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'white-space',
  'text-align',
  'text-decoration',
  'vertical-align',
  'list-style',
  'caption-side',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'justify-items',
  'align-items',
  'align-self',
  'gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column',
  'grid-row',
  'clip',
  'clip-path',
  'overflow-x',
  'overflow-y',
] as const;

const SVG_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'display',
] as const;

/** Copy `source`'s computed styles onto `copy` (same tree shape), element by element. */
export function inlineStyles(source: Element, copy: Element): void {
  const view = source.ownerDocument.defaultView;
  if (!view) return;
  const from = [source, ...source.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const target = to[i] as HTMLElement | SVGElement | undefined;
    if (!target?.style) return;
    const computed = view.getComputedStyle(el);
    const svg = el.namespaceURI === 'http://www.w3.org/2000/svg';
    // The outer <svg> of an icon sits in HTML layout: it needs the box properties too.
    const props: readonly string[] =
      svg && el.tagName.toLowerCase() !== 'svg' ? SVG_PROPS : [...HTML_PROPS, ...(svg ? SVG_PROPS : [])];
    const text = props
      .map((p) => [p, computed.getPropertyValue(p)] as const)
      .filter(([, v]) => v !== '')
      .map(([p, v]) => `${p}:${v}`)
      .join(';');
    // through the CSSOM, which a strict CSP allows (a style attribute set as markup it may not)
    target.style.cssText = unclipped(text);
    if (isVisuallyHidden(el, computed)) target.setAttribute('data-export-drop', '');
  });
}

/**
 * A box that scrolls on the page shows all of its content in the picture. Both axes: CSS
 * turns one visible axis beside a hidden one back into auto.
 */
function unclipped(style: string): string {
  return /overflow-[xy]:(auto|scroll)/.test(style)
    ? style.replace(/(overflow-[xy]):[^;]*/g, '$1:visible')
    : style;
}

/** Text for screen readers only (.visually-hidden, KaTeX's MathML): not part of the picture. */
function isVisuallyHidden(el: Element, s: CSSStyleDeclaration): boolean {
  if (s.display === 'none') return true;
  if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
  return (
    s.position === 'absolute' &&
    s.overflow === 'hidden' &&
    parseFloat(s.width) <= 1 &&
    parseFloat(s.height) <= 1 &&
    el.namespaceURI !== 'http://www.w3.org/2000/svg'
  );
}
