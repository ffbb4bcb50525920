import { z } from 'zod';

import { ANNOUNCEMENT_TYPES, bannerGroupSchema, popupAudienceSchema } from './content';
import { languageSchema } from './languages';
import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/**
 * What an operator writes: the member site's announcement types, and AG, announcements to agents (the agent center's
 * announcement page), which the member site's list never serves.
 */
export const OPERATOR_ANNOUNCEMENT_TYPES = [...ANNOUNCEMENT_TYPES, 'AG'] as const;
export const operatorAnnouncementTypeSchema = z.enum(OPERATOR_ANNOUNCEMENT_TYPES);

// The back office's side of the home content, apart from content.ts so that the player's pages do not carry it.

/** GET /ops/content/announcements: the back office's content list, every state, filtered and paged. */
export const operatorAnnouncementQuerySchema = z.object({
  type: operatorAnnouncementTypeSchema.optional(),
  language: languageSchema.optional(),
  /** Part of the title. */
  search: z.string().max(64).optional(),
  sort: z.enum(['order', 'newest']).default('order'),
  ...pageQueryShape,
});
export type OperatorAnnouncementQuery = z.input<typeof operatorAnnouncementQuerySchema>;

/** An announcement as the back office edits it: every field, times as ISO 8601, `endsAt` null for no end. */
export const operatorAnnouncementSchema = z.object({
  id: z.number().int(),
  type: operatorAnnouncementTypeSchema,
  language: languageSchema,
  title: z.string(),
  content: z.string(),
  groupName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkageTarget: z.string().nullable(),
  execution: popupAudienceSchema.nullable(),
  sortOrder: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;
export const operatorAnnouncementPageSchema = pageOf(operatorAnnouncementSchema);
export type OperatorAnnouncementPage = z.infer<typeof operatorAnnouncementPageSchema>;

/** An image or a link: an absolute http(s) address or a path of this site. */
const contentAddressSchema = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/[^\s/]+(\/\S*)?|\/[^\s]*)$/)
  .nullable();

/**
 * POST /ops/content/announcements and PUT …/:id: an announcement whole. A banner names its place (`groupName`),
 * a pop-up its audience (`execution`); the end, when given, comes after the start.
 */
export const announcementSaveRequestSchema = z
  .object({
    type: operatorAnnouncementTypeSchema,
    language: languageSchema,
    title: typedTextSchema(1, 200),
    content: z.string().max(20_000).default(''),
    groupName: bannerGroupSchema.nullable().default(null),
    imageUrl: contentAddressSchema.default(null),
    linkageTarget: contentAddressSchema.default(null),
    execution: popupAudienceSchema.nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((request) => request.type !== 'B' || request.groupName !== null, { path: ['groupName'] })
  .refine((request) => request.type !== 'PU' || request.execution !== null, { path: ['execution'] })
  .refine((request) => request.endsAt === null || Date.parse(request.endsAt) > Date.parse(request.startsAt), {
    path: ['endsAt'],
  });
export type AnnouncementSaveRequest = z.input<typeof announcementSaveRequestSchema>;

export const announcementIdParamsSchema = z.object({ id: z.number().int().positive() });
