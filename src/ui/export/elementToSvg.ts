/**
 * A picture of part of the page as a standalone SVG document. An <svg> (a chart) is cloned
 * with its computed styles inlined; an HTML board or table is cloned the same way inside a
 * <foreignObject>, the fallback for views that have no drawing of their own (`toSvg` from
 * their data is preferred: see src/ui/board/coinRowSvg.ts). Screen-reader-only text is left
 * out, and so is anything marked `data-export-skip` (a view's own buttons); boxes that scroll
 * on the page show all their content.
 */
import { inlineStyles } from './inlineStyles';
import { svgDocument, SVG_NS } from './svgText';

/** White space around a copied board, so nothing touches the picture's edge. */
const MARGIN = 8;

export function elementToSvg(el: Element, title: string): string {
  const copy = el.cloneNode(true) as Element;
  inlineStyles(el, copy);
  // screen-reader text (marked by inlineStyles) and controls a view marks as no part of its picture
  for (const hidden of copy.querySelectorAll('[data-export-drop], [data-export-skip]')) hidden.remove();
  for (const marked of copy.querySelectorAll('[id], [tabindex]')) {
    // ids would clash when pasted next to the page's own; focus stops mean nothing in a picture
    if (marked.namespaceURI !== SVG_NS) marked.removeAttribute('id');
    marked.removeAttribute('tabindex');
  }
  const { width, height } = measure(el, copy);
  if (el.namespaceURI === SVG_NS && el.tagName.toLowerCase() === 'svg')
    return svgFromSvg(el as SVGSVGElement, copy, title, width, height);
  (copy as HTMLElement).style.margin = '0';
  // XMLSerializer writes the XHTML namespace on the copy's root: it is then XHTML inside SVG.
  const html = new XMLSerializer().serializeToString(copy);
  return svgDocument({
    width: width + 2 * MARGIN,
    height: height + 2 * MARGIN,
    title,
    body: `<foreignObject x="${MARGIN}" y="${MARGIN}" width="${width}" height="${height}">${html}</foreignObject>`,
  });
}

/** An <svg>'s own drawing, sized as shown, keeping its viewBox. */
function svgFromSvg(el: SVGSVGElement, copy: Element, title: string, width: number, height: number): string {
  const viewBox = el.getAttribute('viewBox') ?? `0 0 ${width} ${height}`;
  copy.removeAttribute('style');
  const inner = [...copy.childNodes].map((n) => new XMLSerializer().serializeToString(n)).join('');
  return svgDocument({
    width,
    height,
    title,
    body: `<svg x="0" y="0" width="${width}" height="${height}" viewBox="${viewBox}">${inner}</svg>`,
  });
}

/**
 * The copy's size with nothing scrolled away: laid out off screen for a moment (the page's
 * box may be narrower than its content). jsdom lays nothing out: the page's size is used then.
 */
function measure(el: Element, copy: Element): { width: number; height: number } {
  const doc = el.ownerDocument;
  const shown = el.getBoundingClientRect();
  const stage = doc.createElement('div');
  stage.setAttribute('aria-hidden', 'true');
  stage.style.cssText =
    'position:fixed;left:-100000px;top:0;width:max-content;visibility:hidden;pointer-events:none';
  const probe = copy.cloneNode(true) as Element;
  stage.append(probe);
  doc.body.append(stage);
  const r = probe.getBoundingClientRect();
  const box = {
    width: Math.max(r.width, (probe as HTMLElement).scrollWidth ?? 0),
    height: Math.max(r.height, (probe as HTMLElement).scrollHeight ?? 0),
  };
  // A block as wide as the page around a narrow drawing: crop to what is drawn.
  const drawn = contentRight(probe, r.left);
  if (drawn > 0 && drawn < box.width - 1) {
    box.width = drawn;
    (copy as HTMLElement).style.width = `${Math.ceil(drawn)}px`;
  }
  stage.remove();
  const width = box.width || shown.width || 1;
  const height = box.height || shown.height || 1;
  return { width: Math.ceil(width), height: Math.ceil(height) };
}

/**
 * How far right anything inside is drawn: text (by range), and boxes that size to their
 * content (inline boxes, table parts, images, svg). Blocks are left out: they span the page.
 */
function contentRight(root: Element, left: number): number {
  const doc = root.ownerDocument;
  let right = 0;
  const reach = (r: DOMRect) => {
    if (r.width > 0) right = Math.max(right, r.right - left);
  };
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  if (typeof range.getBoundingClientRect !== 'function') return 0; // jsdom: no layout
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) {
      if (!n.textContent?.trim()) continue;
      range.selectNodeContents(n);
      reach(range.getBoundingClientRect());
    } else if (!SPANNING.has(getComputedStyle(n as Element).display)) {
      reach((n as Element).getBoundingClientRect());
    }
  }
  const style = getComputedStyle(root);
  return right > 0
    ? right + (parseFloat(style.paddingRight) || 0) + (parseFloat(style.borderRightWidth) || 0)
    : 0;
}

const SPANNING = new Set(['block', 'flex', 'grid', 'list-item', 'flow-root']);
