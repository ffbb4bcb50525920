import { matchLanguage } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';
import type { FastifyRequest } from 'fastify';

/** The language of a request: its `Language` header when supported, else the deployment's default. */
export function resolveRequestLanguage(request: FastifyRequest, defaultLanguage: Language): Language {
  const header = request.headers.language;
  return matchLanguage(Array.isArray(header) ? header[0] : header) ?? defaultLanguage;
}
