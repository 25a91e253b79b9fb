/**
 * Vite plugin: after the build is written, put a brotli (`.br`, quality 11) and a gzip (`.gz`,
 * level 9) copy next to every compressible file of the output folder, so the server can send
 * them as they are (`preCompressed` in server/http/static.ts) instead of compressing per request.
 *
 * The whole output folder is walked, not only the bundle, because files copied from public/
 * (the SVG artwork) are not part of the bundle. Vite's own `.vite/` folder (the manifest) is left
 * alone: the server never serves it.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images like PNG and WebP are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest'];

/** Below this a compressed copy saves less than a network packet. */
export const MIN_BYTES = 1024;

export interface PrecompressResult { compressed: string[]; rawBytes: number; brotliBytes: number; gzipBytes: number }

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes('.vite'));
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/** Writes (or refreshes) `file.br` and `file.gz`; removes stale ones when a copy would not pay. */
async function compressOne(file: string): Promise<{ raw: number; br: number; gz: number } | null> {
  const source = await readFile(file);
  const [br, gz] = source.length < MIN_BYTES ? [null, null] : await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is never worth sending; an old one from an earlier build must go.
  const keep = async (suffix: string, body: Buffer | null) => {
    if (body && body.length < source.length) await writeFile(file + suffix, body);
    else await rm(file + suffix, { force: true });
  };
  await Promise.all([keep('.br', br), keep('.gz', gz)]);
  if (!br || !gz || br.length >= source.length) return null;
  return { raw: source.length, br: br.length, gz: gz.length };
}

/** Compresses every compressible file under `dir` (the build output). */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files = (await filesUnder(dir)).filter(isCompressible);
  const result: PrecompressResult = { compressed: [], rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(files.map(async (file) => {
    const sizes = await compressOne(file);
    if (!sizes) return;
    result.compressed.push(path.relative(dir, file).split(path.sep).join('/'));
    result.rawBytes += sizes.raw;
    result.brotliBytes += sizes.br;
    result.gzipBytes += sizes.gz;
  }));
  result.compressed.sort();
  return result;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let forNode = false;
  return {
    name: 'acme-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      forNode = Boolean(config.build.ssr); // the prerender's renderer is never served
    },
    async writeBundle(output) {
      if (forNode) return;
      const result = await precompressDir(output.dir ?? outDir);
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      this.info(`precompressed ${result.compressed.length} files: ${kB(result.rawBytes)} → ${kB(result.brotliBytes)} brotli, ${kB(result.gzipBytes)} gzip`);
    },
  };
}
