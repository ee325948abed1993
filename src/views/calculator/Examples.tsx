/** Examples one click away; each sets the expression in the URL. */
import { Tex } from '../../ui/math/Tex';

/**
 * `shown` is the notation as the button draws it, where the expression is written differently:
 * the button's name begins with what it shows (WCAG 2.5.3), then says what it types.
 */
export const EXAMPLES: readonly { expression: string; tex: string; note: string; shown?: string }[] = [
  { expression: '↑+↑+*', tex: '\\uparrow + \\uparrow + \\ast', note: 'positive (Winning Ways)' },
  { expression: '↑*', tex: '\\uparrow\\ast', note: 'fuzzy with 0' },
  { expression: '±1+±1', tex: '\\pm 1 + \\pm 1', note: 'zero' },
  { expression: '{0|↑}', tex: '\\{0 \\mid \\uparrow\\}', note: '= ↑ + ↑ + *' },
  { expression: '{1|0}:1', tex: '\\{1 \\mid 0\\} : 1', note: 'ordinal sum' },
  { expression: '1/2:1/2', tex: '1/2 : 1/2', note: 'ordinal sum of numbers' },
  { expression: '±1', tex: '\\pm 1', note: 'the simplest switch: temperature 1' },
  { expression: '{2|1}', tex: '\\{2 \\mid 1\\}', note: 'a switch: mean 3/2, temperature 1/2' },
  {
    expression: '{3||2|1}',
    tex: '\\{3 \\Vert 2 \\mid 1\\}',
    note: 'a thermograph with a corner',
    shown: '{3‖2|1}',
  },
  { expression: '{1|-1}+{2|-2}+{3|-3}', tex: '\\pm1 \\pm 2 \\pm 3', note: 'switches', shown: '±1 ±2 ±3' },
  { expression: 'gn(2)', tex: '\\mathrm{GN}(2)', note: 'Golden Nugget heap 2' },
  { expression: 'gn(8)', tex: '\\mathrm{GN}(8)', note: 'Golden Nugget heap 8' },
  { expression: 'gn(20)', tex: '\\mathrm{GN}(20)', note: 'Golden Nugget heap 20' },
  { expression: 'gn(20)-gn(17)', tex: '\\mathrm{GN}(20) - \\mathrm{GN}(17)', note: 'Question 1.2 (ii)' },
  {
    expression: 'flip(0101)+gn(20)',
    tex: '\\mathrm{flip}(0101) + \\mathrm{GN}(20)',
    note: 'a Flipping line and a Golden Nugget heap',
    shown: 'flip(0101) + GN(20)',
  },
  {
    expression: 'ruler(THHT)+slide(3,7)',
    tex: '\\mathrm{ruler}(\\mathrm{THHT}) + \\mathrm{slide}(3,7)',
    note: 'two impartial games',
    shown: 'ruler(THHT) + slide(3,7)',
  },
  {
    expression: 'cs(mod:5:1,3, 7)-gn(7)',
    tex: '\\mathrm{cs}(\\mathrm{mod}{:}5{:}1,3,\\ 7) - \\mathrm{GN}(7)',
    note: 'Complementary Subtraction against Golden Nugget',
    shown: 'cs(mod:5:1,3, 7) − GN(7)',
  },
];

export function Examples({ current, onPick }: { current: string; onPick: (expression: string) => void }) {
  return (
    <ul className="calc-examples pres-later" aria-label="Examples">
      {EXAMPLES.map((ex) => (
        <li key={ex.expression}>
          <button
            type="button"
            onClick={() => onPick(ex.expression)}
            aria-pressed={current === ex.expression}
            aria-label={
              ex.shown ? `${ex.shown} (${ex.expression}): ${ex.note}` : `${ex.expression}: ${ex.note}`
            }
            data-testid={`calc-example-${ex.expression}`}
          >
            <Tex tex={ex.tex} visualOnly /> <span className="calc-examples__note">{ex.note}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
