import { ConfigError, loadConfig, parseDeployTokens } from './config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/gangazo-config-test', JWT_SECRET: 'x'.repeat(40) } as const;
const A = 'a'.repeat(24);
const B = 'b'.repeat(30);

describe('REMOTES_DEPLOY_TOKENS', () => {
  test('one token per remote, beside the ops token', () => {
    const config = loadConfig({ ...base, REMOTES_DEPLOY_TOKEN: 'o'.repeat(24), REMOTES_DEPLOY_TOKENS: ` coupons:${A} , forum:${B}` });
    expect(config.remotesDeployToken).toBe('o'.repeat(24));
    expect(config.remotesDeployTokens).toEqual([
      { remote: 'coupons', token: A },
      { remote: 'forum', token: B },
    ]);
    expect(loadConfig(base).remotesDeployTokens).toEqual([]);
  });

  test.each([
    ['no name', `${A}`, 'debe ser nombre:token'],
    ['a name that is no remote name', `Cupones:${A}`, '«Cupones» debe ser nombre:token'],
    ['a short token', 'coupons:secret1', 'el token de «coupons» debe tener al menos 24 caracteres'],
    ['a remote named twice', `coupons:${A},coupons:${B}`, '«coupons» aparece dos veces'],
    ['one token for two remotes', `coupons:${A},forum:${A}`, 'cada uno necesita el suyo'],
    ['the ops name', `ops:${A}`, '«ops» es el nombre del token global'],
  ])('%s stops the start with one Spanish sentence', (_case, value, message) => {
    expect(() => loadConfig({ ...base, REMOTES_DEPLOY_TOKENS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, REMOTES_DEPLOY_TOKENS: value })).toThrow(message);
  });

  test("a remote's token may not be the ops token", () => {
    expect(() => parseDeployTokens(`coupons:${A}`, A)).toThrow('ya es de otro remoto o de REMOTES_DEPLOY_TOKEN');
  });

  test('the check timeout is bounded', () => {
    expect(loadConfig(base).remotesCheckTimeoutMs).toBe(3000);
    expect(() => loadConfig({ ...base, REMOTES_CHECK_TIMEOUT_MS: '60000' })).toThrow('REMOTES_CHECK_TIMEOUT_MS');
  });
});

describe('the daily summary', () => {
  test('its hour in Bogotá (07:00 by default) and the scheduler (on unless switched off)', () => {
    expect(loadConfig(base).digest).toEqual({ hour: 7, scheduler: true });
    expect(loadConfig({ ...base, DIGEST_HOUR: '0' }).digest).toEqual({ hour: 0, scheduler: true });
    expect(loadConfig({ ...base, DIGEST_SCHEDULER: 'off', DIGEST_HOUR: '23' }).digest).toEqual({ hour: 23, scheduler: false });
    expect(() => loadConfig({ ...base, DIGEST_SCHEDULER: 'sí' })).toThrow(/DIGEST_SCHEDULER/);
  });

  test.each(['24', '-1', '7h', 'siete'])('DIGEST_HOUR=%s stops the start', (value) => {
    expect(() => loadConfig({ ...base, DIGEST_HOUR: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, DIGEST_HOUR: value })).toThrow(/DIGEST_HOUR/);
  });
});
