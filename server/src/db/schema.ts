import type { Generated } from 'kysely';

/**
 * Table types. Conventions that keep SQLite and PostgreSQL identical: booleans are integers 0/1, times are
 * integer milliseconds since the epoch (UTC), money is an integer count of minor units, JSON is text.
 */
export interface DeploymentSettingTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface FeatureSwitchTable {
  id: string;
  parent_id: string | null;
  enabled: number;
  sort_order: number;
}

export interface AnnouncementTable {
  id: Generated<number>;
  type: string;
  language: string;
  title: string;
  content: string;
  group_name: string | null;
  image_url: string | null;
  linkage_type: string | null;
  linkage_target: string | null;
  execution: string | null;
  sort_order: number;
  starts_at: number;
  ends_at: number | null;
}

export interface AnnouncementImageTable {
  announcement_id: number;
  sequence: number;
  url: string;
}

export interface HelpArticleTable {
  id: Generated<number>;
  language: string;
  device: string;
  category: string;
  title: string;
  content: string;
  sort_order: number;
}

export interface GameVendorTable {
  code: string;
  name: string;
  logo_url: string;
  sort_order: number;
  enabled: number;
}

export interface GameVendorCategoryTable {
  vendor_code: string;
  game_type: string;
  sort_order: number;
}

export interface ServerKeyTable {
  id: string;
  public_spki: string;
  private_pem: string;
  created_at: number;
}

export interface Database {
  deployment_setting: DeploymentSettingTable;
  feature_switch: FeatureSwitchTable;
  announcement: AnnouncementTable;
  announcement_image: AnnouncementImageTable;
  help_article: HelpArticleTable;
  game_vendor: GameVendorTable;
  game_vendor_category: GameVendorCategoryTable;
  server_key: ServerKeyTable;
}
