/** The five sources the app is built from (shared/papers/README.md and the papers' own headers). */
export interface Source {
  game: string;
  pageId: string;
  authors: string;
  title: string;
  /** affiliation, venue or date, as far as the text we have says */
  where?: string;
  what: string;
}

export const SOURCES: readonly Source[] = [
  {
    game: 'Flipping Coins',
    pageId: 'flipping',
    authors: 'Anthony Bonato, Melissa A. Huggan, Richard J. Nowakowski',
    title: 'The game of flipping coins',
    where: 'Ryerson University and Dalhousie University',
    what: 'A partizan turning-turtles game whose values are all numbers, found by a reduction and an iterated ordinal sum.',
  },
  {
    game: 'Sliding Coins',
    pageId: 'sliding',
    authors: 'Ryohei Miyadera, Hikaru Manabe, Unchon Lee',
    title: 'A variant of game of sliding coins',
    where: 'Keimei Gakuin Junior and High School, Kobe',
    what: 'Two coins on a strip, with a move that pushes one coin with the other; formulas for the Grundy numbers and sums of games.',
  },
  {
    game: 'Golden Nugget',
    pageId: 'goldennugget',
    authors: 'Urban Larsson, Neil A. McKay, Richard J. Nowakowski, Angela A. Siegel',
    title: 'Finding golden nuggets by reduction',
    what: "Left and Right subtract from Wythoff's two sequences; canonical and reduced canonical forms, switches and Fibonacci representations.",
  },
  {
    game: 'Ruler',
    pageId: 'ruler',
    authors: 'Dan Hoey',
    title: 'Re: 15-coins game [spoiler]',
    where: 'sci.math newsgroup, 22 February 1997',
    what: 'The ruler game: lift the coins into ruler rows; the parities of the rows are the bits of the nim-value.',
  },
  {
    game: "Oskar's Coin Game",
    pageId: 'oskar',
    authors: 'Tom Verhoeff',
    title: "Oskar's coin game",
    where: 'August 31, 1990',
    what: 'Turn the coin numbered by the count of heads, again and again: cycles, the elevator diagram, and how long all coins take to fall to tails.',
  },
];
