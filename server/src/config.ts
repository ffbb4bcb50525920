import { resolve } from 'node:path';
import { z } from 'zod';

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  MERCHANT: z.string().min(1).default('PLAZA'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // '1'/'true': trust X-Forwarded-* from any peer; '0'/'false': from none; else the addresses or CIDR ranges of the
  // proxies, comma-separated (docs/deployment.md#trusted-proxies).
  TRUST_PROXY: z
    .string()
    .regex(/^(?:0|1|true|false|[0-9a-fA-F.:/]+(?:\s*,\s*[0-9a-fA-F.:/]+)*)$/)
    .default('0'),
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .optional(),
  CLUSTER_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .optional(),
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Plaza <no-reply@plaza.example>'),
  DEMO_VENDOR_SECRET: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
});

export type DatabaseTarget =
  { kind: 'sqlite'; path: string } | { kind: 'postgres'; connectionString: string };

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  redisUrl: string | undefined;
  merchant: string;
  logLevel: string;
  /** Whether X-Forwarded-* are believed: from any peer (true), none (false), or these proxies' addresses. */
  trustProxy: boolean | string;
  /** This node's id in a cluster; one unique to the process when unset. */
  nodeId: string | undefined;
  /**
   * The cluster bus's channel prefix (MERCHANT when unset): deployments, or test clusters, sharing one Redis keep
   * their messages apart (Redis publish/subscribe channels are global, whatever the database number).
   */
  clusterNamespace: string | undefined;
  /** How long a node stopping on SIGTERM answers /readyz 503 before it stops taking requests (the proxy's check). */
  drainDelayMs: number;
  webDist: string;
  smtp: { url: string; from: string } | undefined;
  /** The secret of demo vendor DEMO; unset keeps the stored one (a new database gets 'demo-secret'). */
  demoVendorSecret: string | undefined;
  /** PostgreSQL connections in the pool. */
  databasePoolSize: number;
}

/** Reads DATABASE_URL as the serving rules define it (docs/product/wire.md#serving). */
export function parseDatabaseUrl(url: string | undefined, baseDirectory: string): DatabaseTarget {
  if (!url) {
    return { kind: 'sqlite', path: resolve(baseDirectory, 'data/plaza.db') };
  }
  if (url.startsWith('file:')) {
    return { kind: 'sqlite', path: resolve(baseDirectory, url.slice('file:'.length)) };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { kind: 'postgres', connectionString: url };
  }
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got "${url}")`);
}

/** Builds the server configuration from environment variables. */
export function loadConfig(environment: NodeJS.ProcessEnv, baseDirectory: string): ServerConfig {
  const parsed = environmentSchema.parse(environment);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    database: parseDatabaseUrl(parsed.DATABASE_URL, baseDirectory),
    redisUrl: parsed.REDIS_URL,
    merchant: parsed.MERCHANT,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    nodeId: parsed.NODE_ID,
    clusterNamespace: parsed.CLUSTER_NAMESPACE,
    drainDelayMs: parsed.DRAIN_DELAY_MS,
    webDist: resolve(baseDirectory, parsed.WEB_DIST ?? 'web/dist'),
    smtp: parsed.SMTP_URL ? { url: parsed.SMTP_URL, from: parsed.SMTP_FROM } : undefined,
    demoVendorSecret: parsed.DEMO_VENDOR_SECRET,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
  };
}

/** TRUST_PROXY as Fastify takes it: a boolean, or the proxies' addresses and ranges. */
export function parseTrustProxy(value: string): boolean | string {
  if (value === '1' || value === 'true') {
    return true;
  }
  if (value === '0' || value === 'false') {
    return false;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .join(',');
}
