/**
 * A PNG of an SVG document: drawn on a canvas at `scale` (2: sharp on a projector and in
 * slides). The SVG is loaded from a data: URL, which the app's CSP allows for images and
 * which keeps the canvas readable (a foreignObject picture loaded so does not taint it).
 */
const MAX_SIDE = 16384; // browsers refuse larger canvases

export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const image = new Image();
  image.decoding = 'sync';
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('the picture could not be drawn'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await loaded;
  const { width, height } = svgSize(svg, image);
  const k = Math.min(scale, MAX_SIDE / width, MAX_SIDE / height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * k));
  canvas.height = Math.max(1, Math.round(height * k));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on a canvas');
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the PNG could not be made'))), 'image/png'),
  );
}

/** The document's own width and height (an <img> of an SVG may report 0 until in the page). */
function svgSize(svg: string, image: HTMLImageElement): { width: number; height: number } {
  const m = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg);
  return m
    ? { width: Number(m[1]), height: Number(m[2]) }
    : { width: image.naturalWidth || 300, height: image.naturalHeight || 150 };
}
