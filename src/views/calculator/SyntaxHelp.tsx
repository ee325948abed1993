/** How to write games, folded away under a disclosure. */
export function SyntaxHelp() {
  return (
    <details className="calc-help">
      <summary>How to write games</summary>
      <table>
        <tbody>
          <tr>
            <th scope="row">Numbers</th>
            <td>
              <code>0</code>, <code>-2</code>, <code>3/8</code>, <code>0.375</code> (denominators are powers
              of 2), any size:
              <code>2^200</code>, <code>-75/256</code>, <code>1/2^300</code> (<code>^</code> between digits is
              a power)
            </td>
          </tr>
          <tr>
            <th scope="row">Nimbers</th>
            <td>
              <code>*</code>, <code>*3</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Ups and downs</th>
            <td>
              <code>↑</code> or <code>^</code>, <code>⇑</code> or <code>^^</code>, <code>↓</code> or{' '}
              <code>v</code>, <code>↑3</code> (three ups), and together with a number and a nimber:{' '}
              <code>1/2↑*</code>, <code>7/8 + ↑5 + *12</code> (<code>2^3</code> is 8; two and three ups is{' '}
              <code>2↑3</code>)
            </td>
          </tr>
          <tr>
            <th scope="row">Options</th>
            <td>
              <code>{'{1, * | -1}'}</code>; <code>{'{|}'}</code> is 0; more bars nest:{' '}
              <code>{'{2 || 1 | 0}'}</code> (or <code>‖</code>) is <code>{'{2 | {1|0}}'}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Temperature toolkit</th>
            <td>
              <code>cool(G, t)</code> cools by a number <code>t</code> &gt; −1; <code>heat(G, T)</code> heats
              by any game; <code>overheat(G, S, T)</code>; <code>freeze(G)</code> cools by G&apos;s
              temperature; <code>norton(G, U)</code> is Norton&apos;s G·U for U &gt; 0 (each answer shows the
              definition)
            </td>
          </tr>
          <tr>
            <th scope="row">Comparisons</th>
            <td>
              <code>G &gt;= H</code>, <code>G &lt;= H</code>, <code>G = H</code>, <code>G || H</code>{' '}
              (confused), <code>G &gt; H</code>, <code>G &lt; H</code>, <code>G |&gt; H</code>,{' '}
              <code>G &lt;| H</code> (or ≥ ≤ ‖ ⧐ ⧏), one a line: answered in words
            </td>
          </tr>
          <tr>
            <th scope="row">Switches</th>
            <td>
              <code>±1</code> or <code>+-1</code> is <code>{'{1|-1}'}</code>; <code>2±1</code> is{' '}
              <code>{'{3|1}'}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Operations</th>
            <td>
              <code>G + H</code>, <code>G - H</code>, <code>-G</code>, ordinal sum <code>G : H</code> (binds
              tighter than + and −), parentheses
            </td>
          </tr>
          <tr>
            <th scope="row">The papers&apos; games</th>
            <td>
              A position written as on its game&apos;s page, inside the game&apos;s name and parentheses. The
              argument is that game&apos;s own notation, read as typed up to the matching <code>)</code> (so
              it may hold <code>:</code>, <code>,</code>, <code>[</code> and <code>(</code>); any other name
              is refused as an unknown function. Each game in the answer links to its page, and a sum lists
              each player&apos;s winning moves in each game&apos;s own words.
              <ul className="calc-help__terms">
                <li>
                  <code>flip(0101)</code>: a Flipping Coins line, <code>0</code> heads and <code>1</code>{' '}
                  tails, coin 1 first
                </li>
                <li>
                  <code>ruler(THHT)</code>: a Ruler game row, <code>H</code> heads and <code>T</code> tails
                </li>
                <li>
                  <code>slide(3,7)</code>: a Sliding Coins position (x, y), 0 ≤ x &lt; y
                </li>
                <li>
                  <code>gn(20)</code> or <code>gn(b20)</code>: a blue Golden Nugget heap of 20;{' '}
                  <code>gn(r17)</code> a red heap of 17 (the same as <code>-gn(17)</code>)
                </li>
                <li>
                  <code>cs(mod:5:1,3, 7)</code>: a Complementary Subtraction heap of 7 when Left&apos;s set is{' '}
                  <code>mod:5:1,3</code> (sets as on its page: <code>wythoff</code>, <code>beatty:sqrt2</code>
                  , <code>cf:[1;(2)]</code>, <code>mod:5:1,3</code>, <code>finite:1,2,5</code>). The set may
                  hold commas, so the <em>last</em> comma outside brackets separates the heap; <code>r7</code>{' '}
                  is a red heap
                </li>
              </ul>
              Mix them with each other and with any game: <code>{'{1|0} + flip(01) - gn(8)'}</code>
            </td>
          </tr>
        </tbody>
      </table>
    </details>
  );
}
