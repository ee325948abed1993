/**
 * A lesson inside a link: "#/lessons?shared=L1.<length>.<crc32>.<data>", where data is the
 * lesson file's JSON, compressed by the browser's own CompressionStream('deflate-raw') and
 * written in base64url. Nothing leaves the browser: the link works offline, with no server.
 * The length (of the JSON, in bytes) and its CRC-32 make a truncated or edited link a message,
 * never a wrong lesson.
 */
import { fail, type Result } from '../engine/result';
import {
  lessonData,
  LESSON_FORMAT,
  LESSON_VERSION,
  readLesson,
  type Lesson,
  type ReadLesson,
} from './schema';

const PREFIX = 'L1';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // not awaited: the reader below drains what the writer fills; a failure surfaces there
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The `shared` parameter's value for a lesson. */
export async function encodeLessonLink(lesson: Lesson): Promise<string> {
  const json = JSON.stringify({ format: LESSON_FORMAT, version: LESSON_VERSION, lesson: lessonData(lesson) });
  const bytes = new TextEncoder().encode(json);
  const packed = await through(bytes, new CompressionStream('deflate-raw'));
  return `${PREFIX}.${bytes.length}.${crc32(bytes).toString(36)}.${toBase64Url(packed)}`;
}

const CUT = 'the link is damaged or cut short (copy the whole link and try again)';

/** A lesson from a link's `shared` value; a message when it cannot be read. */
export async function decodeLessonLink(
  value: string,
  knownPage: (page: string) => boolean,
): Promise<Result<ReadLesson>> {
  const parts = value.split('.');
  if (parts[0] !== PREFIX)
    return fail(
      'bad_request',
      parts[0] && /^L\d+$/.test(parts[0]) ? 'the link was made by a newer version of the app' : CUT,
    );
  if (parts.length !== 4 || !/^\d+$/.test(parts[1]) || !/^[0-9a-z]+$/.test(parts[2]))
    return fail('bad_request', CUT);
  const packed = fromBase64Url(parts[3]);
  if (!packed) return fail('bad_request', CUT);
  let bytes: Uint8Array;
  try {
    bytes = await through(packed, new DecompressionStream('deflate-raw'));
  } catch {
    return fail('bad_request', CUT);
  }
  if (bytes.length !== Number(parts[1]) || crc32(bytes).toString(36) !== parts[2])
    return fail('bad_request', CUT);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('bad_request', CUT);
  }
  return readLesson(data, knownPage);
}
