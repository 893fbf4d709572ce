// Cache headers for static files. Files under /assets and /images are
// content-hashed by the build (name.[hash].ext), so they can be cached for long.

const ONE_DAY = 60 * 60 * 24;

function staticOptions(kind) {
  const maxAge = kind === "assets" ? 30 * ONE_DAY : 7 * ONE_DAY;
  return {
    etag: true,
    lastModified: false,
    setHeaders(res, filePath) {
      if (filePath.endsWith(".html")) {
        res.setHeader("Cache-Control", "no-cache");
        return;
      }
      res.setHeader("Cache-Control", `public, max-age=${maxAge}, immutable`);
    },
  };
}

function isHashed(fileName) {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/.test(fileName);
}

function describe(kind) {
  const opts = staticOptions(kind);
  return { kind, etag: opts.etag, lastModified: opts.lastModified };
}

module.exports = { staticOptions, isHashed, describe, ONE_DAY };
