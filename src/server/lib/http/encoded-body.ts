/**
 * A response body kept in memory with its compressed forms, each made once on first demand: a
 * browser always asks for br or gzip, and compressing the same bytes again for every reader cost
 * the server more than the read itself (bench:rw, docs/performance.md).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, pickEncoding, replyNotModified } from './conditional-get';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export class EncodedBody {
  private readonly compressed = new Map<'gzip' | 'br', Promise<Buffer>>();

  constructor(
    readonly etag: string,
    readonly identity: Buffer,
  ) {}

  body(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'gzip'
          ? gzip(this.identity, { level: 6 })
          : brotli(this.identity, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            });
      // A failed compression is not kept: the next reader tries again.
      body.catch(() => this.compressed.delete(encoding as 'gzip' | 'br'));
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

/**
 * Sends a kept body in the best encoding the client accepts, with its ETag (304 when the client's
 * copy is current). Cache-Control is replyNotModified's unless `cacheControl` names another.
 */
export async function sendEncodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedBody,
  contentType: string,
  cacheControl?: string,
): Promise<void> {
  if (replyNotModified(request, reply, encoded.etag, cacheControl)) return;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('Content-Type', contentType);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  await reply.send(await encoded.body(encoding));
}
