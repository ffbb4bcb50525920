import { createHash, createHmac, generateKeyPairSync, randomBytes, sign, timingSafeEqual } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';

import { languageSchema } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';
import type { SignInProvider } from '@plaza/contracts/social-sign-in';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { DeploymentSettings } from '../modules/deployment/deployment.schema';

/**
 * The demo deployment's stand-in identity provider (docs/decisions/059-social-sign-in.md): an OpenID Connect
 * provider served by Plaza itself under /demo-identity/, standing in for Google and Facebook so that social sign-in
 * runs and is tested offline, as the demo studio stands in for game vendors. Its page lets the visitor pick a demo
 * identity (or type one); its token endpoint checks the client secret and the PKCE verifier; its ID tokens are
 * RS256 under a key made when the process starts, published at its JWKS. Registered by the demo deployment only
 * (decision 017).
 */
const PREFIX = '/demo-identity';
const ISSUER_BASE = 'https://demo-identity.plaza.invalid';
const CLIENT_SECRET = 'demo-identity-secret';
const CODE_LIFETIME_MS = 2 * 60 * 1000;
const TOKEN_LIFETIME_S = 60 * 60;
/** The cookie that remembers the identity last chosen: the next sign-in takes one click. */
const REMEMBERED_COOKIE = 'plaza_demo_identity';

const PROVIDER_PATHS: Record<SignInProvider, string> = { GOOGLE: 'google', FACEBOOK: 'facebook' };
const PROVIDER_NAMES: Record<SignInProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

/** The demo deployment's sign-in providers: both served by the stand-in. */
export const DEMO_SIGN_IN_PROVIDERS: DeploymentSettings['signInProviders'] = (
  ['GOOGLE', 'FACEBOOK'] as const
).map((provider) => ({
  provider,
  clientId: `plaza-demo-${PROVIDER_PATHS[provider]}`,
  clientSecret: CLIENT_SECRET,
  issuer: `${ISSUER_BASE}/${PROVIDER_PATHS[provider]}`,
  authorizationEndpoint: `${PREFIX}/${PROVIDER_PATHS[provider]}/authorize`,
  tokenEndpoint: `${PREFIX}/${PROVIDER_PATHS[provider]}/token`,
  jwksUri: `${PREFIX}/jwks`,
  scope: 'openid email profile',
}));

/** The demo's third-party phone check: ID tokens of the stand-in's phone issuer. */
export const DEMO_PHONE_CHECK: NonNullable<DeploymentSettings['phoneCheck']> = {
  issuer: `${ISSUER_BASE}/phone`,
  audience: 'plaza-demo-phone',
  jwksUri: `${PREFIX}/jwks`,
};

interface DemoIdentity {
  subject: string;
  name: string;
  email: string;
}

/** The demo identities offered on the page, per provider. */
const DEMO_IDENTITIES: Record<SignInProvider, DemoIdentity[]> = {
  GOOGLE: [
    { subject: 'g-100001', name: 'Ana Souza', email: 'ana.souza@demo-mail.example' },
    { subject: 'g-100002', name: 'Trần Minh', email: 'minh.tran@demo-mail.example' },
    { subject: 'g-100003', name: 'Somchai Dee', email: 'somchai.dee@demo-mail.example' },
  ],
  FACEBOOK: [
    { subject: 'fb-200001', name: 'Li Wei', email: 'li.wei@demo-mail.example' },
    { subject: 'fb-200002', name: 'João Pereira', email: 'joao.pereira@demo-mail.example' },
  ],
};

const TEXTS: Record<
  Language,
  {
    title: string;
    lead: string;
    note: string;
    another: string;
    name: string;
    email: string;
    continue: string;
    cancel: string;
    invalid: string;
  }
> = {
  en: {
    title: 'Sign in with {provider}',
    lead: 'Choose an account to continue to the site.',
    note: 'Demo: this page stands in for {provider}. Nothing leaves this server.',
    another: 'Use another account',
    name: 'Name',
    email: 'E-mail',
    continue: 'Continue',
    cancel: 'Cancel',
    invalid: 'This sign-in request is not valid.',
  },
  'zh-CN': {
    title: '使用 {provider} 登录',
    lead: '选择一个账号以继续访问网站。',
    note: '演示：本页面代替 {provider}，数据不会离开本服务器。',
    another: '使用其他账号',
    name: '姓名',
    email: '电子邮箱',
    continue: '继续',
    cancel: '取消',
    invalid: '此登录请求无效。',
  },
  vi: {
    title: 'Đăng nhập bằng {provider}',
    lead: 'Chọn một tài khoản để tiếp tục vào trang.',
    note: 'Bản demo: trang này thay cho {provider}. Không dữ liệu nào rời khỏi máy chủ này.',
    another: 'Dùng tài khoản khác',
    name: 'Họ tên',
    email: 'E-mail',
    continue: 'Tiếp tục',
    cancel: 'Hủy',
    invalid: 'Yêu cầu đăng nhập này không hợp lệ.',
  },
  th: {
    title: 'เข้าสู่ระบบด้วย {provider}',
    lead: 'เลือกบัญชีเพื่อไปยังเว็บไซต์ต่อ',
    note: 'เดโม: หน้านี้ทำหน้าที่แทน {provider} ไม่มีข้อมูลใดออกจากเซิร์ฟเวอร์นี้',
    another: 'ใช้บัญชีอื่น',
    name: 'ชื่อ',
    email: 'อีเมล',
    continue: 'ดำเนินการต่อ',
    cancel: 'ยกเลิก',
    invalid: 'คำขอเข้าสู่ระบบนี้ไม่ถูกต้อง',
  },
  pt: {
    title: 'Entrar com {provider}',
    lead: 'Escolha uma conta para continuar no site.',
    note: 'Demonstração: esta página substitui o {provider}. Nada sai deste servidor.',
    another: 'Usar outra conta',
    name: 'Nome',
    email: 'E-mail',
    continue: 'Continuar',
    cancel: 'Cancelar',
    invalid: 'Este pedido de entrada não é válido.',
  },
};

/** The stand-in's signing key, made once per process; its `kid` is the hash of its public part. */
interface SigningKey {
  privateKey: KeyObject;
  publicJwk: JsonWebKey;
  kid: string;
}
let signingKey: SigningKey | undefined;
const codeKey = randomBytes(32);

function readSigningKey(): SigningKey {
  if (!signingKey) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicJwk = pair.publicKey.export({ format: 'jwk' });
    const kid = createHash('sha256').update(JSON.stringify(publicJwk)).digest('base64url').slice(0, 16);
    signingKey = {
      privateKey: pair.privateKey,
      publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
      kid,
    };
  }
  return signingKey;
}

/** Signs claims as an RS256 JWT under the stand-in's key. */
export function signDemoIdToken(claims: Record<string, unknown>): string {
  const key = readSigningKey();
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid })).toString(
    'base64url',
  );
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key.privateKey).toString(
    'base64url',
  );
  return `${header}.${payload}.${signature}`;
}

/** An ID token of the demo phone check for a confirmed number (E.164), as the third-party service would give. */
export function issueDemoPhoneToken(phoneNumber: string, now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return signDemoIdToken({
    iss: DEMO_PHONE_CHECK.issuer,
    aud: DEMO_PHONE_CHECK.audience,
    sub: `phone-${createHash('sha256').update(phoneNumber).digest('hex').slice(0, 16)}`,
    phone_number: phoneNumber,
    iat: seconds,
    exp: seconds + TOKEN_LIFETIME_S,
  });
}

/** What an authorization code carries: it is signed, not stored, so any request may redeem it within its life. */
interface CodeContent {
  identity: DemoIdentity;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  expiresAt: number;
}

function sealCode(content: CodeContent): string {
  const body = Buffer.from(JSON.stringify(content)).toString('base64url');
  return `${body}.${createHmac('sha256', codeKey).update(body).digest('base64url')}`;
}

function openCode(code: string): CodeContent | undefined {
  const [body = '', mac = ''] = code.split('.');
  const expected = createHmac('sha256', codeKey).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CodeContent;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function readLanguage(value: unknown): Language {
  const first = typeof value === 'string' ? value.split(' ')[0] : undefined;
  const parsed = languageSchema.safeParse(first);
  return parsed.success ? parsed.data : 'en';
}

function identityFromSubject(provider: SignInProvider, subject: string): DemoIdentity | undefined {
  return DEMO_IDENTITIES[provider].find((identity) => identity.subject === subject);
}

/** A typed identity: its subject derived from the e-mail, so the same address is the same person. */
function typedIdentity(provider: SignInProvider, name: string, email: string): DemoIdentity | undefined {
  const trimmedEmail = email.trim().toLowerCase();
  const trimmedName = name.trim();
  if (!/^[^@\s]{1,64}@[^@\s]{1,190}$/.test(trimmedEmail) || trimmedName === '' || trimmedName.length > 80) {
    return undefined;
  }
  const hash = createHash('sha256').update(`${provider}:${trimmedEmail}`).digest('hex').slice(0, 20);
  return { subject: `typed-${hash}`, name: trimmedName, email: trimmedEmail };
}

interface AuthorizeQuery {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  ui_locales?: string;
  prompt?: string;
}

function readAuthorizeQuery(source: unknown): AuthorizeQuery & Record<string, string | undefined> {
  const query: Record<string, string> = {};
  if (typeof source === 'object' && source !== null) {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') {
        query[key] = value.slice(0, 2048);
      }
    }
  }
  return query;
}

function isValidRequest(provider: SignInProvider, query: AuthorizeQuery): boolean {
  const client = DEMO_SIGN_IN_PROVIDERS.find((candidate) => candidate.provider === provider);
  return (
    client !== undefined &&
    query.client_id === client.clientId &&
    query.response_type === 'code' &&
    query.code_challenge_method === 'S256' &&
    (query.code_challenge ?? '') !== '' &&
    (query.state ?? '') !== '' &&
    (query.nonce ?? '') !== '' &&
    /^https?:\/\/[^/]+\/sign-in\/callback$/.test(query.redirect_uri ?? '')
  );
}

function redirectWithCode(
  reply: FastifyReply,
  provider: SignInProvider,
  query: AuthorizeQuery,
  identity: DemoIdentity,
): FastifyReply {
  const code = sealCode({
    identity,
    clientId: query.client_id ?? '',
    redirectUri: query.redirect_uri ?? '',
    codeChallenge: query.code_challenge ?? '',
    nonce: query.nonce ?? '',
    expiresAt: Date.now() + CODE_LIFETIME_MS,
  });
  const target = new URL(query.redirect_uri ?? '');
  target.searchParams.set('code', code);
  target.searchParams.set('state', query.state ?? '');
  reply.header(
    'Set-Cookie',
    `${REMEMBERED_COOKIE}_${PROVIDER_PATHS[provider]}=${Buffer.from(JSON.stringify(identity)).toString('base64url')}; Path=${PREFIX}; Max-Age=86400; HttpOnly; SameSite=Lax`,
  );
  return reply.redirect(target.toString(), 302);
}

function readRemembered(
  provider: SignInProvider,
  cookieHeader: string | undefined,
): DemoIdentity | undefined {
  const name = `${REMEMBERED_COOKIE}_${PROVIDER_PATHS[provider]}=`;
  const entry = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  if (entry === undefined) {
    return undefined;
  }
  try {
    const remembered: unknown = JSON.parse(
      Buffer.from(entry.slice(name.length), 'base64url').toString('utf8'),
    );
    if (typeof remembered !== 'object' || remembered === null) {
      return undefined;
    }
    const { subject, name: personName, email } = remembered as Partial<Record<keyof DemoIdentity, unknown>>;
    if (typeof subject !== 'string' || typeof personName !== 'string' || typeof email !== 'string') {
      return undefined;
    }
    // A listed identity, or a typed one whose subject still matches its e-mail.
    return identityFromSubject(provider, subject) ?? typedIdentity(provider, personName, email);
  } catch {
    return undefined;
  }
}

function renderPage(provider: SignInProvider, query: AuthorizeQuery, language: Language): string {
  const texts = TEXTS[language];
  const providerName = PROVIDER_NAMES[provider];
  const hidden = Object.entries(query)
    .map(
      ([key, value]: [string, string | undefined]) =>
        `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value ?? '')}">`,
    )
    .join('');
  const action = `${PREFIX}/${PROVIDER_PATHS[provider]}/authorize`;
  const identities = DEMO_IDENTITIES[provider]
    .map(
      (identity) => `<li><form method="post" action="${action}">${hidden}
<input type="hidden" name="subject" value="${escapeHtml(identity.subject)}">
<button type="submit" class="identity"><span class="avatar" aria-hidden="true">${escapeHtml(identity.name.charAt(0))}</span>
<span class="who"><strong>${escapeHtml(identity.name)}</strong><span>${escapeHtml(identity.email)}</span></span></button></form></li>`,
    )
    .join('');
  const cancel = new URL(query.redirect_uri ?? 'http://invalid/');
  cancel.searchParams.set('error', 'access_denied');
  cancel.searchParams.set('state', query.state ?? '');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title.replace('{provider}', providerName))}</title>
<style>
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#1d2330;--muted:#5d6677;--line:#d9dde5;--accent:${provider === 'GOOGLE' ? '#1a73e8' : '#1877f2'}}
@media (prefers-color-scheme:dark){:root{--bg:#12151b;--card:#1c212b;--text:#e9edf3;--muted:#a4adbd;--line:#323a48;--accent:${provider === 'GOOGLE' ? '#8ab4f8' : '#4b9bff'}}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;padding:16px}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:28px 24px}
.brand{font-weight:700;font-size:20px;color:var(--accent);margin:0 0 6px}h1{font-size:22px;margin:0 0 6px}p{margin:0 0 16px;color:var(--muted)}
ul{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px}form{margin:0}
.identity{width:100%;display:flex;gap:12px;align-items:center;text-align:left;padding:10px 12px;border:1px solid var(--line);border-radius:10px;background:transparent;color:inherit;font:inherit;cursor:pointer}
.identity:hover,.identity:focus-visible{border-color:var(--accent);outline:none}
.avatar{flex:none;width:36px;height:36px;border-radius:50%;display:grid;place-items:center;background:var(--accent);color:var(--card);font-weight:700}
.who{display:grid;min-width:0}.who span{color:var(--muted);font-size:13px;overflow:hidden;text-overflow:ellipsis}
details{border-top:1px solid var(--line);padding-top:12px;margin-bottom:16px}summary{cursor:pointer;color:var(--accent)}
label{display:grid;gap:4px;margin-top:10px;font-size:13px;color:var(--muted)}input[type=text],input[type=email]{font:inherit;padding:9px 10px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--text)}
.actions{display:flex;justify-content:space-between;gap:12px;align-items:center}
.primary{margin-top:12px;padding:9px 16px;border:0;border-radius:8px;background:var(--accent);color:var(--card);font:inherit;font-weight:600;cursor:pointer}
a{color:var(--accent)}.note{font-size:12px;margin:16px 0 0}
</style></head>
<body><main>
<p class="brand">${escapeHtml(providerName)}</p>
<h1>${escapeHtml(texts.title.replace('{provider}', providerName))}</h1>
<p>${escapeHtml(texts.lead)}</p>
<ul>${identities}</ul>
<details><summary>${escapeHtml(texts.another)}</summary>
<form method="post" action="${action}">${hidden}
<label>${escapeHtml(texts.name)}<input type="text" name="name" required maxlength="80" autocomplete="name"></label>
<label>${escapeHtml(texts.email)}<input type="email" name="email" required maxlength="254" autocomplete="email"></label>
<button type="submit" class="primary">${escapeHtml(texts.continue)}</button></form></details>
<div class="actions"><a href="${escapeHtml(cancel.toString())}">${escapeHtml(texts.cancel)}</a></div>
<p class="note">${escapeHtml(texts.note.replace('{provider}', providerName))}</p>
</main></body></html>`;
}

function isPkceMatch(verifier: string, challenge: string): boolean {
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

/** Registers the stand-in provider's pages and endpoints. */
export function registerDemoIdentityProvider(app: FastifyInstance): void {
  const hidden = { schema: { hide: true } };
  app.get(`${PREFIX}/jwks`, hidden, () => ({ keys: [readSigningKey().publicJwk] }));

  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    const base = `${PREFIX}/${PROVIDER_PATHS[provider]}`;
    const client = DEMO_SIGN_IN_PROVIDERS.find((candidate) => candidate.provider === provider);

    app.get(`${base}/authorize`, hidden, (request, reply) => {
      const query = readAuthorizeQuery(request.query);
      const language = readLanguage(query.ui_locales);
      if (!isValidRequest(provider, query)) {
        return reply.code(400).type('text/plain; charset=utf-8').send(TEXTS[language].invalid);
      }
      // A remembered identity signs in at once, as the real providers do for a signed-in, consenting person.
      const remembered =
        query.prompt === 'select_account' ? undefined : readRemembered(provider, request.headers.cookie);
      if (remembered) {
        return redirectWithCode(reply, provider, query, remembered);
      }
      return reply.type('text/html; charset=utf-8').send(renderPage(provider, query, language));
    });

    app.post(`${base}/authorize`, hidden, (request, reply) => {
      const form = readAuthorizeQuery(request.body);
      const language = readLanguage(form.ui_locales);
      const chosen = form as AuthorizeQuery & { subject?: string; name?: string; email?: string };
      const identity =
        chosen.subject !== undefined
          ? identityFromSubject(provider, chosen.subject)
          : typedIdentity(provider, chosen.name ?? '', chosen.email ?? '');
      if (!isValidRequest(provider, form) || !identity) {
        return reply.code(400).type('text/plain; charset=utf-8').send(TEXTS[language].invalid);
      }
      return redirectWithCode(reply, provider, form, identity);
    });

    app.post(`${base}/token`, hidden, (request, reply) => {
      const form = readAuthorizeQuery(request.body) as Record<string, string | undefined>;
      const content = openCode(form.code ?? '');
      const isValid =
        client !== undefined &&
        content !== undefined &&
        form.grant_type === 'authorization_code' &&
        form.client_id === client.clientId &&
        form.client_secret === client.clientSecret &&
        content.clientId === client.clientId &&
        content.redirectUri === form.redirect_uri &&
        content.expiresAt > Date.now() &&
        isPkceMatch(form.code_verifier ?? '', content.codeChallenge);
      if (!isValid) {
        return reply.code(400).send({ error: 'invalid_grant' });
      }
      const seconds = Math.floor(Date.now() / 1000);
      return {
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: TOKEN_LIFETIME_S,
        id_token: signDemoIdToken({
          iss: client.issuer,
          aud: client.clientId,
          sub: content.identity.subject,
          email: content.identity.email,
          email_verified: true,
          name: content.identity.name,
          nonce: content.nonce,
          iat: seconds,
          exp: seconds + TOKEN_LIFETIME_S,
        }),
      };
    });
  }

  // The stand-in for the third-party phone check: the web app's demo asks it for the ID token of a number the
  // visitor confirmed (in the demo, any number: the demo sends no SMS).
  app.post(`${PREFIX}/phone/token`, hidden, (request, reply) => {
    const form = readAuthorizeQuery(request.body);
    const phoneNumber = form.phone_number ?? '';
    if (!/^\+\d{6,16}$/.test(phoneNumber)) {
      return reply.code(400).send({ error: 'invalid_request' });
    }
    return { id_token: issueDemoPhoneToken(phoneNumber) };
  });
}
