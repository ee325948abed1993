/**
 * The lessons that ship with the app: one per paper, as lesson files in ./shipped/, read by
 * the same code as any file a teacher opens (readLesson). Ids are "shipped-<name>".
 */
import flipping from './shipped/flipping.json';
import sliding from './shipped/sliding.json';
import goldennugget from './shipped/goldennugget.json';
import ruler from './shipped/ruler.json';
import oskar from './shipped/oskar.json';
import { readLesson, type ReadLesson } from './schema';

export const SHIPPED_FILES: Readonly<Record<string, unknown>> = {
  flipping,
  sliding,
  goldennugget,
  ruler,
  oskar,
};

export const SHIPPED_PREFIX = 'shipped-';

/** Every shipped lesson, read (a shipped file that cannot be read is a bug: it throws). */
export function shippedLessons(knownPage: (page: string) => boolean): ReadLesson[] {
  return Object.entries(SHIPPED_FILES).map(([name, data]) => {
    const read = readLesson(data, knownPage, `${SHIPPED_PREFIX}${name}`);
    if (!read.ok) throw new Error(`shipped lesson ${name}: ${read.error.message}`);
    // ids of slides from the file's order, so a reload names the same slides
    return {
      ...read.value,
      lesson: {
        ...read.value.lesson,
        slides: read.value.lesson.slides.map((s, i) => ({ ...s, id: `${name}-${i + 1}` })),
      },
    };
  });
}
