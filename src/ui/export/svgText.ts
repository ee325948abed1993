/** Writing standalone SVG files as text: escaping and the document around a drawing. */

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value made safe for XML. */
export function escapeXml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * A standalone SVG document (it opens in a browser, an editor or a slide deck) with a
 * white background, since a slide's own background is unknown, and a title saying what it shows.
 */
export function svgDocument({
  width,
  height,
  title,
  body,
}: {
  width: number;
  height: number;
  title: string;
  body: string;
}): string {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="${SVG_NS}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    body +
    `</svg>\n`
  );
}
