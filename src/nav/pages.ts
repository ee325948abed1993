/**
 * The page registry: what a page's manifest says (`PageManifest`), and the list of them the
 * app registers once at start (`registerPages`, from `app/manifests.ts`). The shell (ui),
 * the home, about and practice pages (views) read it from here, so none of them imports
 * `app/` or the views of other pages: the manifests list is the only place that names
 * every page, and `app/` is imported by nothing but `main.tsx`.
 */
import type { ComponentType } from 'react';
import type { Step } from '../engine/derivation';
import type { FrameKind, PracticeBoard, PracticeGame } from '../engine/practice/types';

/** The paper a game comes from (the About page's sources). */
export interface Paper {
  authors: string;
  title: string;
  /** affiliation, venue or date, as far as the text we have says */
  where?: string;
  what: string;
}

export interface QuestionBoardProps {
  board: PracticeBoard;
  highlight?: Step<unknown>['highlight'];
  /** the one line on how squares are numbered (beside the question; explanation frames leave it out) */
  squaresNote?: boolean;
}
export type FrameProps = { step: Step<unknown> };

/** A lesson's slide of a page, on paper (views/lessons/LessonPrint.tsx). */
export interface SlidePictureProps {
  /** the page id as in the slide's link ("ruler/practice" for a game's practice) */
  page: string;
  params: Readonly<Record<string, string>>;
  /** the answer key: the engine's answer to the slide's question is shown beside the picture */
  answer: boolean;
  /** called once the picture (and answer) has arrived from the engine, or could not: printing waits for it */
  done: () => void;
}

/** One page of the app, and for the five games what else the app shows of them. */
export interface PageManifest {
  /** the route: "#/<id>"; also the store slice's key where the page has one */
  id: string;
  title: string;
  /** one line for the home page and the menu */
  summary: string;
  /** a shorter name for the header's menu, so every page fits one row at 1280 px */
  menuTitle?: string;
  /** false: not in the header's menu (reached from another page and the home page) */
  inMenu?: boolean;
  /** the page's view, loaded when the page is first shown (React.lazy) */
  component: ComponentType;
  /** the page's store slice (the spec in store/slices/<id>.ts); the store keys it by `id` */
  slice?: object;
  /** one of the five games: a card with its drawing on the home page, its paper on About */
  game?: { paper: Paper; drawing: ComponentType };
  /** the page's practice at "#/<id>/practice": the engine's exercises for `id` */
  practice?: {
    /** draws the question's position ({kind: id}); absent where questions have no board */
    board?: ComponentType<QuestionBoardProps>;
    /** the walkthrough frames this game's explanations use, by the engine's frame kind */
    frames?: Partial<Record<FrameKind, ComponentType<FrameProps>>>;
  };
  /** this page's questions are another page's kind: "#/<id>/practice" opens them there */
  practiceServedBy?: { page: PracticeGame; kind: string };
  /**
   * the view a lesson's slide of this page shows, drawn for the handout by the page's own
   * components from the slide's link (React.lazy); without it a handout shows the slide's link
   */
  slide?: ComponentType<SlidePictureProps>;
  /** the UI benchmark (scripts/bench-ui.mjs) visits it: true, or false to leave it out */
  bench: boolean;
}

let registered: readonly PageManifest[] = [];

/** Called once by the app (and by the tests' setup) with every page's manifest. */
export function registerPages(pages: readonly PageManifest[]): void {
  registered = pages;
}

/** Every page, in menu order. */
export function pages(): readonly PageManifest[] {
  return registered;
}

/** The pages with a practice at "#/<id>/practice", in menu order. */
export function practicePages(): readonly (PageManifest & { id: PracticeGame })[] {
  return registered.filter((p): p is PageManifest & { id: PracticeGame } => p.practice !== undefined);
}

/** Where "#/<id>/practice" of a page whose questions another page serves goes (null: nowhere else). */
export function practiceServedBy(id: string): { page: PracticeGame; kind: string } | null {
  return registered.find((p) => p.id === id)?.practiceServedBy ?? null;
}

/** The page a route's id names: a page, or "<game>/practice" served by the Practice page. */
export function findPage(id: string): PageManifest | undefined {
  const practice = /^([a-z]+)\/practice$/.exec(id);
  if (practice) {
    const served = practiceServedBy(practice[1])?.page ?? practice[1];
    const game = practicePages().find((p) => p.id === served);
    const page = registered.find((p) => p.id === 'practice');
    return game && page ? { ...page, id, title: `${game.title}: practice` } : undefined;
  }
  return registered.find((p) => p.id === id);
}
