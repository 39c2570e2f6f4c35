#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
// levels (done once per build, not per request), so any server can send them by Accept-Encoding:
// scripts/serve.mjs (sirv) and deploy/nginx.conf (brotli_static, gzip_static) do.
// Runs after scripts/build-sw.mjs: the service worker itself is compressed too, and its precache
// list names only the originals.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text formats; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, the saving is smaller than a response's own headers. */
export const MIN_BYTES = 1024;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export function compressDir(dir) {
  let files = 0;
  let before = 0;
  let afterBrotli = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    files++;
    before += source.length;
    afterBrotli += brotli.length;
  }
  return { files, before, afterBrotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { files, before, afterBrotli } = compressDir(dir);
  console.log(
    `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(afterBrotli / 1024).toFixed(0)} KB brotli (+ gzip)`,
  );
}
