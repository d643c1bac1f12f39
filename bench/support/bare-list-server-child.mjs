// Child process of bare-list-server.ts: serves the bodies it is sent, nothing else.
import { createHash } from 'node:crypto';
import http from 'node:http';

process.once('message', ({ bodies }) => {
  const routes = new Map(
    bodies.map(([path, base64]) => {
      const body = Buffer.from(base64, 'base64');
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return [path, { body, etag }];
    }),
  );
  const server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': route.body.length,
      etag: route.etag,
    });
    res.end(route.body);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});
