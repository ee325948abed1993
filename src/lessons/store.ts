/**
 * The lessons kept in this browser: localStorage "cgl-lessons" = {"version": 1, "state":
 * {"lessons": [{id, title, slides}], "current": id}}, read through the same migrations as a
 * file. Plain module state with subscribe/getState (no React), so the shell's "Add to lesson"
 * and the lessons page share it.
 *
 * Saved data is never overwritten before the person chooses: when it cannot all be read (not
 * JSON, a newer format, a slide left out), the store is `locked`: changes live in memory and
 * the page says so, offering the saved text as a file and a button to save over it.
 */
import { LESSON_VERSION } from './migrations';
import { isRecord, lessonData, newId, readLesson, type Lesson, type Slide } from './schema';

export const LESSONS_KEY = 'cgl-lessons';
const UNDO_LIMIT = 100;
/** typing into one field within this long is one undo step */
const COALESCE_MS = 1500;

export interface LessonsState {
  lessons: readonly Lesson[];
  /** the lesson "Add to lesson" adds to */
  current: string | null;
  /** a sentence about saved lessons that could not all be read */
  problem: string | null;
  /** true while saved data that could not all be read is kept as it was */
  locked: boolean;
  canUndo: boolean;
}

export type SlidePatch = Partial<Pick<Slide, 'title' | 'note' | 'answer'>>;

export interface LessonStoreOptions {
  storage: () => Storage | null;
  knownPage: (page: string) => boolean;
}

export function createLessonStore({ storage, knownPage }: LessonStoreOptions) {
  const listeners = new Set<() => void>();
  let state: LessonsState = { lessons: [], current: null, problem: null, locked: false, canUndo: false };
  let savedText: string | null = null;
  const undoStack: { lessons: readonly Lesson[]; current: string | null }[] = [];
  let lastEdit: { key: string; at: number } | null = null;

  // Read what is saved.
  {
    const problems: string[] = [];
    let lossy = false;
    let text: string | null = null;
    try {
      text = storage()?.getItem(LESSONS_KEY) ?? null;
    } catch {
      problems.push('saved lessons are not available in this browser window');
    }
    savedText = text;
    if (text !== null) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
        lossy = true;
        problems.push('the saved lessons are damaged (not valid JSON)');
      }
      if (data !== undefined) {
        const version = isRecord(data) && data.version !== undefined ? data.version : 0;
        const st = isRecord(data) && isRecord(data.state) ? data.state : null;
        if (!st || !Array.isArray(st.lessons) || typeof version !== 'number') {
          lossy = true;
          problems.push('the saved lessons are not in the expected form');
        } else {
          if (version > LESSON_VERSION) {
            lossy = true;
            problems.push(`they were saved by a newer version of the app (format ${version})`);
          }
          const lessons: Lesson[] = [];
          st.lessons.forEach((raw, i) => {
            const id = isRecord(raw) && typeof raw.id === 'string' && raw.id ? raw.id : newId('l');
            const read = readLesson({ version, lesson: raw }, knownPage, id);
            if (!read.ok) {
              lossy = true;
              problems.push(`lesson ${i + 1} could not be read (${read.error.message})`);
              return;
            }
            if (read.value.lossy) {
              lossy = true;
              problems.push(`in “${read.value.lesson.title}”: ${read.value.warnings.join(' ')}`);
            }
            lessons.push(read.value.lesson);
          });
          const current =
            typeof st.current === 'string' && lessons.some((l) => l.id === st.current) ? st.current : null;
          state = { ...state, lessons, current };
        }
      }
    }
    if (problems.length)
      state = {
        ...state,
        locked: lossy,
        problem: `Some saved lessons could not be read: ${problems.join('; ')}.${
          lossy ? ' They are kept as they were until you choose to save over them.' : ''
        }`,
      };
  }

  function emit() {
    for (const l of listeners) l();
  }

  function write() {
    if (state.locked) return;
    const text = JSON.stringify({
      version: LESSON_VERSION,
      state: { lessons: state.lessons.map((l) => ({ id: l.id, ...lessonData(l) })), current: state.current },
    });
    try {
      storage()?.setItem(LESSONS_KEY, text);
      savedText = text;
    } catch {
      // storage full or forbidden: the lessons live on in this window
    }
  }

  /** Apply a change with an undo step (`coalesce`: the same field typed into again). */
  function change(next: Partial<Pick<LessonsState, 'lessons' | 'current'>>, coalesce?: string) {
    const now = Date.now();
    const merge = coalesce && lastEdit && lastEdit.key === coalesce && now - lastEdit.at < COALESCE_MS;
    if (!merge) {
      undoStack.push({ lessons: state.lessons, current: state.current });
      if (undoStack.length > UNDO_LIMIT) undoStack.shift();
    }
    lastEdit = coalesce ? { key: coalesce, at: now } : null;
    state = { ...state, ...next, canUndo: true };
    write();
    emit();
  }

  function mapLesson(id: string, f: (l: Lesson) => Lesson): readonly Lesson[] {
    return state.lessons.map((l) => (l.id === id ? f(l) : l));
  }

  const api = {
    getState: (): LessonsState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    find: (id: string): Lesson | undefined => state.lessons.find((l) => l.id === id),

    /** Add a slide to the current lesson (a new one if there is none); its id and the slide number. */
    addSlide(slide: Slide, newTitle = 'My lesson'): { lesson: Lesson; number: number } {
      const current = state.current ? api.find(state.current) : undefined;
      if (current) {
        change({ lessons: mapLesson(current.id, (l) => ({ ...l, slides: [...l.slides, slide] })) });
        return { lesson: api.find(current.id)!, number: current.slides.length + 1 };
      }
      const lesson: Lesson = { id: newId('l'), title: newTitle, slides: [slide] };
      change({ lessons: [...state.lessons, lesson], current: lesson.id });
      return { lesson, number: 1 };
    },
    /** A new lesson (a copy of `from`, with new ids, if given), made current; its id. */
    create(from?: Pick<Lesson, 'title' | 'slides'>, title?: string): string {
      const lesson: Lesson = {
        id: newId('l'),
        title: title ?? from?.title ?? 'My lesson',
        slides: (from?.slides ?? []).map((s) => ({ ...s, id: newId('s') })),
      };
      change({ lessons: [...state.lessons, lesson], current: lesson.id });
      return lesson.id;
    },
    duplicateLesson(id: string): string | null {
      const l = api.find(id);
      return l ? api.create(l, `${l.title} (copy)`) : null;
    },
    deleteLesson(id: string) {
      change({
        lessons: state.lessons.filter((l) => l.id !== id),
        current: state.current === id ? null : state.current,
      });
    },
    setCurrent(id: string) {
      if (state.current === id) return;
      state = { ...state, current: id };
      write();
      emit();
    },
    renameLesson(id: string, title: string) {
      change({ lessons: mapLesson(id, (l) => ({ ...l, title })) }, `${id}:title`);
    },
    updateSlide(id: string, slideId: string, patch: SlidePatch) {
      const key = `${id}:${slideId}:${Object.keys(patch).join(',')}`;
      change(
        {
          lessons: mapLesson(id, (l) => ({
            ...l,
            slides: l.slides.map((s) => (s.id === slideId ? { ...s, ...patch } : s)),
          })),
        },
        key,
      );
    },
    moveSlide(id: string, from: number, to: number) {
      const l = api.find(id);
      if (!l || from === to || from < 0 || to < 0 || from >= l.slides.length || to >= l.slides.length) return;
      const slides = [...l.slides];
      const [moved] = slides.splice(from, 1);
      slides.splice(to, 0, moved);
      change({ lessons: mapLesson(id, (x) => ({ ...x, slides })) });
    },
    duplicateSlide(id: string, index: number) {
      const l = api.find(id);
      if (!l || !l.slides[index]) return;
      const slides = [...l.slides];
      slides.splice(index + 1, 0, { ...l.slides[index], id: newId('s') });
      change({ lessons: mapLesson(id, (x) => ({ ...x, slides })) });
    },
    deleteSlide(id: string, index: number) {
      change({ lessons: mapLesson(id, (x) => ({ ...x, slides: x.slides.filter((_, i) => i !== index) })) });
    },
    undo() {
      const prev = undoStack.pop();
      if (!prev) return;
      lastEdit = null;
      state = { ...state, ...prev, canUndo: undoStack.length > 0 };
      write();
      emit();
    },
    /** The text saved before (to download before saving over it). */
    savedText: () => savedText,
    /** The person chose: save over the saved lessons that could not all be read. */
    unlock() {
      state = { ...state, locked: false, problem: null };
      write();
      emit();
    },
    /** Dismiss a problem that lost nothing. */
    dismissProblem() {
      if (state.locked) return;
      state = { ...state, problem: null };
      emit();
    },
  };
  return api;
}

export type LessonStore = ReturnType<typeof createLessonStore>;
