/**
 * A handout's pictures are shrunk to the page's width: a Ruler rows table (810 px) or a sum's
 * 26-coin lines on a 705 px sheet were cut at the page's edge, where print cannot scroll. Each
 * picture wider than its box gets the CSS zoom that fits it (text and all, as a photocopier
 * would reduce it). They are reset first and measured together: one layout, not one per
 * picture. While the handout builds only the new ones are fitted; as printing starts, all are
 * (formulas typeset since then change widths).
 */
export function fitPictures(root: HTMLElement | null, all: boolean): void {
  if (!root) return;
  const pictures = [
    ...root.querySelectorAll<HTMLElement>(
      all ? '.wt-handout-picture' : '.wt-handout-picture:not([data-fitted])',
    ),
  ];
  for (const p of pictures) p.style.zoom = '';
  // The content's width is where its furthest part ends, also inside a box of its own that
  // scrolls on screen (print shows such a box whole).
  const widths = pictures.map((p) => {
    const left = p.getBoundingClientRect().left;
    // Not scrollWidth, and not the formulas' MathML nor screen-reader text: laid out and clipped,
    // never seen, they widened a 680 px Numbers picture to 1,124 px. Nor KaTeX's stretchy SVGs
    // (a root sign's tail is 400em wide, clipped to the formula): one shrank a slide to 11%.
    let right = 0;
    for (const el of p.querySelectorAll(
      ':not(.katex-mathml *, .visually-hidden *, .katex svg, .katex svg *)',
    ))
      right = Math.max(right, el.getBoundingClientRect().right - left);
    return [p.clientWidth, right] as const;
  });
  pictures.forEach((p, i) => {
    const [box, content] = widths[i];
    p.dataset.fitted = '';
    if (content > box + 1 && box > 0) p.style.zoom = String(Math.floor((box / content) * 1000) / 1000);
  });
}
