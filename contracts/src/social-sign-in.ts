import { z } from 'zod';

import { loginResponseSchema } from './accounts';
import { languageSchema } from './languages';
import { registerRequestSchema } from './registration';

/**
 * Social sign-in (docs/product/accounts.md#social-sign-in): Google and Facebook through OpenID Connect, the
 * authorization-code flow with PKCE (docs/decisions/059-social-sign-in.md).
 */
export const SIGN_IN_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** The web app's page the providers send the browser back to. */
export const SOCIAL_CALLBACK_PATH = '/sign-in/callback';

/** GET /wps/session/social/providers: the providers this deployment is configured for, in its order. */
export const signInProvidersSchema = z.object({ providers: z.array(signInProviderSchema) });

/** POST /wps/session/social/start. */
export const socialStartRequestSchema = z.object({
  provider: signInProviderSchema,
  /** Asked of the provider's page (OIDC ui_locales). */
  language: languageSchema.optional(),
});

/**
 * Where to send the browser, and the state and browser key the web app keeps in session storage: the callback is
 * answered only with both, so a sign-in started in another browser cannot be finished in this one.
 */
export const socialStartSchema = z.object({
  authorizationUrl: z.string(),
  state: z.string(),
  browserKey: z.string(),
});
export type SocialStart = z.infer<typeof socialStartSchema>;

/** POST /wps/session/social/callback: what the provider sent back, with the browser key of the start. */
export const socialCallbackRequestSchema = z.object({
  state: z.string().min(1).max(128),
  code: z.string().min(1).max(2048),
  browserKey: z.string().min(1).max(128),
});

/** An identity no member has linked yet: the visitor links it to an account or registers one, once. */
export const socialChoiceSchema = z.object({
  ticket: z.string(),
  provider: signInProviderSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** A user name to offer on the register form (from the e-mail, free at the time of asking). */
  suggestedUsername: z.string().nullable(),
});
export type SocialChoice = z.infer<typeof socialChoiceSchema>;

/** The callback's answer: signed in (the identity is linked), or the link-or-register choice. */
export const socialCallbackSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('SIGNED_IN'), login: loginResponseSchema }),
  z.object({ outcome: z.literal('CHOICE'), choice: socialChoiceSchema }),
]);
export type SocialCallback = z.infer<typeof socialCallbackSchema>;

/** POST /wps/session/social/link (E): links the identity to the account whose password the visitor proves. */
export const socialLinkRequestSchema = z.object({
  ticket: z.string().min(1).max(128),
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
  device: z.string().max(256).optional(),
});

/**
 * PUT /wps/member/register/social (E): a registration (consent and field rules as ever, no password: the member
 * signs in through the provider) that links the identity of the ticket.
 */
export const socialRegisterRequestSchema = registerRequestSchema.extend({
  ticket: z.string().min(1).max(128),
});
export type SocialRegisterRequest = z.infer<typeof socialRegisterRequestSchema>;
