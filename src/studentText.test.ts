// @vitest-environment node
/**
 * Text a student reads names the paper and says what was reconstructed, never a file of ours
 * (issue 25: "the note's own list says", "The note prints α_k", "see the notes"). Every
 * string, template and JSX text in the app's sources (engine captions and derivations
 * included, comments and tests left out) and every shipped lesson is scanned, so a new
 * caption cannot bring the kind back.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');

/** Words that name our own files or notes, or call a reconstruction "printed". */
export const INTERNAL_WORDS =
  /\b(?:the|our|these|project['’]s|see the|notation)\s+notes?\b|\bnote['’]s\b|notes\/|\b[\w-]+\.md\b|\bour (?:file|notes?|docs?)\b|printed statement|design\.md/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** JSX attributes a person never reads (class names, ids, test ids, roles, keys). */
const HIDDEN_ATTRIBUTES =
  /^(className|id|data-[\w-]+|role|key|htmlFor|name|type|aria-(labelledby|describedby|controls))$/;

/** The texts of one source file that can reach the screen: literals and JSX text, not comments. */
export function visibleTexts(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && HIDDEN_ATTRIBUTES.test(node.name.getText(source))) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node))
      out.push(node.head.text + node.templateSpans.map((s) => ` … ${s.literal.text}`).join(''));
    else if (ts.isJsxText(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every string in a JSON value. */
const jsonStrings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(jsonStrings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(jsonStrings)
        : [];

describe('student text names the paper, never a file of ours', () => {
  it('catches the phrasings issue 25 found', () => {
    for (const bad of [
      "the note's own list says",
      'The note prints α_k',
      'the printed statement',
      '(see the notes)',
      'These are the rules of the project’s note',
      'see notes/golden-nugget-notation.md',
    ])
      expect(bad).toMatch(INTERNAL_WORDS);
    for (const fine of [
      'Note (shown with the slide)',
      'each with a note',
      'the paper’s reconstructed statement',
    ])
      expect(fine).not.toMatch(INTERNAL_WORDS);
  });

  it('in the sources of every layer that shows text', () => {
    const found: string[] = [];
    for (const dir of ['engine', 'worker', 'nav', 'lessons', 'store', 'ui', 'views', 'app'])
      for (const path of files(join(SRC, dir)))
        for (const t of visibleTexts(path, readFileSync(path, 'utf8')))
          if (INTERNAL_WORDS.test(t)) found.push(`${relative(SRC, path)}: ${t.trim().slice(0, 160)}`);
    expect(found).toEqual([]);
  });

  it('in the shipped lessons', () => {
    const dir = join(SRC, 'lessons', 'shipped');
    const found = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .flatMap((n) =>
        jsonStrings(JSON.parse(readFileSync(join(dir, n), 'utf8')))
          .filter((t) => INTERNAL_WORDS.test(t))
          .map((t) => `${n}: ${t.slice(0, 160)}`),
      );
    expect(found).toEqual([]);
  });
});
