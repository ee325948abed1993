/**
 * Shadows over the top and bottom edges of a box that scrolls up and down (a projector's frame
 * or caption cut to its share of the screen), shown only while there is more that way. They lie
 * over the content, so a frame with its own opaque background (Oskar's elevator diagram) cannot
 * hide them, as it hid a shadow painted as the box's background. Put them after the box in a
 * `.scroll-shades` wrapper.
 */
import type { RefObject } from 'react';
import { useScrollEdges } from './useScrollEdges';
import './layout.css';

export function ScrollShades({ box }: { box: RefObject<HTMLElement | null> }) {
  const { before, after } = useScrollEdges(box, 'y');
  return (
    <>
      {before && (
        <span
          className="scroll-shade scroll-shade-before"
          aria-hidden="true"
          data-testid="scroll-shade-before"
        />
      )}
      {after && (
        <span
          className="scroll-shade scroll-shade-after"
          aria-hidden="true"
          data-testid="scroll-shade-after"
        />
      )}
    </>
  );
}
