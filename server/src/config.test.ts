import { describe, expect, it } from 'vitest';

import { loadConfig, parseDatabaseUrl } from './config';

describe('parseDatabaseUrl', () => {
  it('uses the embedded SQLite file when unset', () => {
    expect(parseDatabaseUrl(undefined, '/srv/plaza')).toEqual({
      kind: 'sqlite',
      path: '/srv/plaza/data/plaza.db',
    });
  });

  it('reads file: paths relative to the base directory', () => {
    expect(parseDatabaseUrl('file:tmp/x.db', '/srv/plaza')).toEqual({
      kind: 'sqlite',
      path: '/srv/plaza/tmp/x.db',
    });
  });

  it('reads postgres URLs', () => {
    expect(parseDatabaseUrl('postgres://u@h:5432/d', '/')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u@h:5432/d',
    });
  });

  it('refuses anything else', () => {
    expect(() => parseDatabaseUrl('mysql://x', '/')).toThrow(/DATABASE_URL/);
  });
});

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3000 and merchant PLAZA', () => {
    const config = loadConfig({}, '/srv/plaza');
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', merchant: 'PLAZA', trustProxy: false });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' }, '/')).toThrow();
  });

  it('reads the cluster settings: node id, drain delay and trusted proxies', () => {
    const config = loadConfig(
      { NODE_ID: 'node-2', DRAIN_DELAY_MS: '5000', TRUST_PROXY: '10.0.0.0/8, 172.16.0.1' },
      '/',
    );
    expect(config).toMatchObject({
      nodeId: 'node-2',
      drainDelayMs: 5000,
      trustProxy: '10.0.0.0/8,172.16.0.1',
    });
    expect(loadConfig({ TRUST_PROXY: '1' }, '/').trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/')).toMatchObject({ trustProxy: false, drainDelayMs: 0 });
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, '/')).toThrow();
    expect(() => loadConfig({ NODE_ID: 'a b' }, '/')).toThrow();
  });

  it("reads the cluster bus's namespace, unset by default (the merchant's code then)", () => {
    expect(loadConfig({}, '/').clusterNamespace).toBeUndefined();
    expect(loadConfig({ CLUSTER_NAMESPACE: 'cluster-1a2b' }, '/').clusterNamespace).toBe('cluster-1a2b');
    expect(() => loadConfig({ CLUSTER_NAMESPACE: 'a:b' }, '/')).toThrow();
  });
});
