// Raw, gzip (level 9) and brotli (quality 11) sizes: what a compressing server or CDN sends.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sumSizes(list) {
  return list.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
