/**
 * The walkthrough's keys (←/→, Home/End, Space, l) as commands of the page's command list, so
 * the Keys dialog lists them and a lesson's slides can take ← and → at either end.
 */
import type { RefObject } from 'react';
import { useCommands, type Command } from '../../nav/commands';

export interface WalkthroughKeys {
  index: number;
  count: number;
  /** an open question here holds the way on (Next, End and Play go to its answer box) */
  waiting: boolean;
  playing: boolean;
  /** go to a step by hand (pauses autoplay) */
  manual: (i: number) => void;
  /** the way on: runs `run`, or takes the student to the open question */
  forward: (run: () => void) => () => void;
  toggle: () => void;
  copyLink: RefObject<(() => void) | null>;
}

export function useWalkthroughKeys(on: boolean, k: WalkthroughKeys): void {
  const { index, count, waiting, manual, forward } = k;
  const commands: Command[] = on
    ? [
        {
          id: 'walkthrough.prev',
          label: 'Previous step',
          keys: ['ArrowLeft'],
          group: 'Walkthrough',
          run: () => manual(index - 1),
          // at the first step ← is let through (a lesson's previous slide)
          enabled: () => index > 0,
        },
        {
          id: 'walkthrough.next',
          label: 'Next step',
          keys: ['ArrowRight'],
          group: 'Walkthrough',
          run: forward(() => manual(index + 1)),
          // at the last step → is let through (a lesson's next slide)
          enabled: () => waiting || index < count - 1,
        },
        {
          id: 'walkthrough.first',
          label: 'First step',
          keys: ['Home'],
          group: 'Walkthrough',
          run: () => manual(0),
        },
        {
          id: 'walkthrough.last',
          label: 'Last step',
          keys: ['End'],
          group: 'Walkthrough',
          run: forward(() => manual(count - 1)),
        },
        {
          id: 'walkthrough.play',
          label: 'Play / pause',
          keys: [' '],
          group: 'Walkthrough',
          run: k.playing ? k.toggle : forward(k.toggle),
          enabled: () => count > 1,
        },
        {
          id: 'walkthrough.copyLink',
          label: 'Copy link to this step',
          keys: ['l'],
          group: 'Walkthrough',
          run: () => k.copyLink.current?.(),
        },
      ]
    : [];
  useCommands(commands);
}
