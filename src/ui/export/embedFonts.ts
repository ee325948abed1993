/**
 * A picture copied from the page names the page's web fonts (KaTeX's, for math), which neither
 * another program opening the SVG nor the <img> that draws the PNG can load. So the @font-face
 * rules of the families the picture uses are copied into it, with the font files inlined as
 * data URLs (read from the app's own files, or the offline cache).
 */

/** Families worth embedding: the math fonts; the text fonts fall back well enough. */
const EMBEDDED = /KaTeX_[A-Za-z0-9]+/g;

function fontFaceRules(): { rule: CSSFontFaceRule; base: string }[] {
  const found: { rule: CSSFontFaceRule; base: string }[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours to read
    }
    for (const rule of Array.from(rules))
      if (rule instanceof CSSFontFaceRule) found.push({ rule, base: sheet.href ?? document.baseURI });
  }
  return found;
}

async function dataUrl(url: string): Promise<string> {
  const blob = await (await fetch(url)).blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The SVG with a <style> of @font-face rules for the math fonts it uses (unchanged if none). */
export async function embedFonts(svg: string): Promise<string> {
  const families = new Set(svg.match(EMBEDDED) ?? []);
  if (families.size === 0) return svg;
  const faces = await Promise.all(
    fontFaceRules().map(async ({ rule, base }) => {
      const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim();
      if (!families.has(family)) return '';
      const woff2 = /url\(["']?([^"')]+\.woff2[^"')]*)["']?\)/.exec(rule.style.getPropertyValue('src'));
      if (!woff2) return '';
      const src = await dataUrl(new URL(woff2[1], base).href);
      const style = rule.style.getPropertyValue('font-style') || 'normal';
      const weight = rule.style.getPropertyValue('font-weight') || 'normal';
      return `@font-face{font-family:${family};font-style:${style};font-weight:${weight};src:url(${src}) format("woff2")}`;
    }),
  );
  const css = faces.join('');
  if (!css) return svg;
  // right after the title, before anything drawn
  return svg.replace('</title>', `</title><style>${css}</style>`);
}
