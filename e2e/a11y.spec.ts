import { createRequire } from 'node:module';
import { LAYOUT, expect, test } from './fixtures';
import { EVERY_PAGE } from './everyPage';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

// axe is injected as an inline script, which the app's CSP rightly refuses (e2e/csp.spec.ts).
test.use({ bypassCSP: true });

// axe (WCAG 2.0 and 2.1, A and AA) on every page once it has computed: nothing serious or critical. Run by
// the desktop project at 1280×800 and the projector project in presentation mode.
test('no page has a serious or critical accessibility violation', { tag: LAYOUT }, async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'the issue asks for 1280×800 and presentation mode');
  const found: string[] = [];
  for (const { hash, computed } of EVERY_PAGE) {
    await page.goto(`./${hash}`);
    await computed(page);
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      return (
        await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        })
      ).violations;
    });
    for (const v of violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        found.push(
          `${hash} ${v.id} (${v.impact}, ${v.nodes.length} nodes: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}): ${v.help}`,
        );
      }
    }
  }
  expect(found).toEqual([]);
});
