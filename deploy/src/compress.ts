// At release every text file gets its Brotli (.br) and gzip (.gz) copy beside it, so neither the embedded server
// nor nginx (gzip_static, brotli_static) compresses on a request: the bytes a phone receives are these.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Files worth compressing: scripts, styles, HTML, JSON, SVG, text. Images and fonts are already compressed. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this a compressed copy saves nothing worth a second file. */
export const MIN_COMPRESS_BYTES = 256;
export const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

export function isCompressible(file: string): boolean {
  return TEXT_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** True for `name.br`/`name.gz` when `name` is in the same listing (a copy this module wrote). */
export function isCompressedCopy(rel: string, all: ReadonlySet<string>): boolean {
  const suffix = COMPRESSED_SUFFIXES.find((s) => rel.endsWith(s));
  return !!suffix && all.has(rel.slice(0, -suffix.length));
}

export function brotli(bytes: Buffer): Buffer {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export function gzip(bytes: Buffer): Buffer {
  return zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** Writes `file.br` and `file.gz` beside `file` when it is text and compression makes it smaller. */
export function compressFile(file: string): { br: number; gz: number } | null {
  if (!isCompressible(file)) return null;
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_COMPRESS_BYTES) return null;
  const br = brotli(bytes);
  const gz = gzip(bytes);
  if (br.length >= bytes.length && gz.length >= bytes.length) return null;
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  return { br: br.length, gz: gz.length };
}

/** Compresses every text file under `dir` (recursively); answers how many files got copies. */
export function compressTree(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) n += compressTree(full);
    else if (entry.isFile() && compressFile(full)) n += 1;
  }
  return n;
}
