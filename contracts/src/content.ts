import { z } from 'zod';

/** Announcement types of MCSFE_getListAnnouncements: banners, player notices, pop-up, promotions, home notices. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

/**
 * Pop-up audiences: A logged-in, B anonymous, F logged-in on first login
 * (docs/product/content.md#pop-ups-and-their-audiences).
 */
export const POPUP_AUDIENCES = ['A', 'B', 'F'] as const;
export const popupAudienceSchema = z.enum(POPUP_AUDIENCES);
export type PopupAudience = z.infer<typeof popupAudienceSchema>;

export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_forget'] as const;
export const bannerGroupSchema = z.enum(BANNER_GROUPS);

export const announcementListRequestSchema = z.object({
  type: announcementTypeSchema,
  platform: z.literal('W').default('W'),
  execution: popupAudienceSchema.optional(),
  groupName: bannerGroupSchema.optional(),
});
export type AnnouncementListRequest = z.infer<typeof announcementListRequestSchema>;

export const announcementImageSchema = z.object({ sequence: z.number().int(), url: z.string() });

/** One item of any announcement type; fields that do not apply to a type are null. */
export const announcementSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  title: z.string(),
  content: z.string(),
  startDateStr: z.string(),
  groupName: z.string().nullable(),
  url: z.string().nullable(),
  linkageType: z.string().nullable(),
  linkageTarget: z.string().nullable(),
  execution: popupAudienceSchema.nullable(),
  announcementImages: z.array(announcementImageSchema),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({ list: z.array(announcementSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;
