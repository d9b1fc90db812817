import type { FastifyRequest } from 'fastify';
import { redactUrlSecrets, serializeRequest } from './app';

describe('redactUrlSecrets', () => {
  test.each([
    ['/restablecer-contrasena?token=abcDEF_123-xyz', '/restablecer-contrasena?token=[redacted]'],
    ['/restablecer-contrasena?a=1&token=secreto&b=2', '/restablecer-contrasena?a=1&token=[redacted]&b=2'],
    ['/x?TOKEN=s&access_token=s2&id_token=s3', '/x?TOKEN=[redacted]&access_token=[redacted]&id_token=[redacted]'],
    ['/x?%74oken=escapado', '/x?%74oken=[redacted]'],
    ['/x?token', '/x?token=[redacted]'],
    ['/x?token=a&token=b', '/x?token=[redacted]&token=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrlSecrets(url)).toBe(expected);
  });

  test.each(['/api/v1/offers?page=2&order=hot', '/api/v1/users/current', '/x?tokens=1&mytoken=2&token_type=3', '/x?bad=%E0%A4%A'])('%s is left as it is', (url) => {
    expect(redactUrlSecrets(url)).toBe(url);
  });
});

test('the request serializer logs the redacted URL and the usual fields', () => {
  const request = {
    method: 'GET',
    url: '/restablecer-contrasena?token=secreto-de-una-hora',
    headers: {},
    host: 'localhost:3000',
    ip: '10.0.0.7',
    socket: { remotePort: 51234 },
  } as unknown as FastifyRequest;
  const logged = serializeRequest(request);
  expect(logged).toEqual({ method: 'GET', url: '/restablecer-contrasena?token=[redacted]', version: undefined, host: 'localhost:3000', remoteAddress: '10.0.0.7', remotePort: 51234 });
  expect(JSON.stringify(logged)).not.toContain('secreto');
});
