/** A hostile "real service" for the validating proxy's findings: a node:http server on 127.0.0.1. */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, ' ');

/** Stream `total` bytes (or without end), `every` ms between 16-byte writes when trickling; stops when the client goes. */
function stream(res, total, every = 0) {
  let sent = 0;
  let timer;
  const closed = () => res.destroyed || res.writableEnded;
  res.on('close', () => clearTimeout(timer));
  const pump = () => {
    while (!closed() && sent < total) {
      if (every) {
        res.write(CHUNK.subarray(0, 16));
        sent += 16;
        timer = setTimeout(pump, every);
        return;
      }
      sent += CHUNK.length;
      if (!res.write(CHUNK)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!closed()) res.end();
  };
  pump();
}

/** gzip of `mb` MB of spaces (1 MB members, ~1 kB each, concatenated). */
export function gzipBomb(mb) {
  const member = gzipSync(Buffer.alloc(MB, ' '), { level: 9 });
  return Buffer.concat(Array(mb).fill(member));
}

/** Start the upstream; `kind` is 'big' (100 MB), 'gzip-bomb' (200 MB in ~200 kB) or 'trickle' (endless). */
export async function startUpstream(kind) {
  const bomb = kind === 'gzip-bomb' ? gzipBomb(200) : null;
  const server = createServer((_req, res) => {
    if (bomb) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (kind === 'big') stream(res, 100 * MB);
    else stream(res, Number.POSITIVE_INFINITY, 100);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    bytes: bomb?.length ?? null,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
