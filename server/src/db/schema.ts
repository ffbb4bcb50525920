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

export interface MemberTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  type: number;
  status: string;
  nickname: string | null;
  real_name: string | null;
  email: string | null;
  mobile: string | null;
  country_dialing_code: string | null;
  birthday: string | null;
  /** JSON text of the optional registration fields (social handles, address, occupation, …). */
  profile: Generated<string>;
  parent_id: number | null;
  affiliate_code: string | null;
  language: string | null;
  icon: string | null;
  totp_secret: string | null;
  is_first_login: Generated<number>;
  password_changed_at: number;
  created_at: number;
}

export interface MemberSessionTable {
  token_hash: string;
  member_id: number;
  ip: string;
  device: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  username: string;
  member_id: number | null;
  ip: string;
  device: string;
  method: string;
  is_success: number;
  reason: string | null;
  created_at: number;
}

export interface MemberKnownIpTable {
  member_id: number;
  ip: string;
  first_seen_at: number;
}

export interface MessageOutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: number;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: string;
  recipient: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface UsedNonceTable {
  fingerprint: string;
  expires_at: number;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: number;
}

/** A ledger account; its balance changes only through the ledger's postTransfers. */
export interface LedgerAccountTable {
  id: Generated<number>;
  /** Unique name, e.g. `member:42:main`, `house:3`, `vendor:DEMO:clearing`. */
  code: string;
  kind: string;
  owner_id: number | null;
  currency: string;
  balance: Generated<number>;
  allow_negative: number;
  created_at: number;
}

/** One double-entry movement: `amount` leaves the debit account and arrives at the credit account. */
export interface LedgerTransferTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  reference: string;
  batch_id: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  debit_balance_after: number;
  credit_balance_after: number;
  payload_hash: string;
  /** JSON text. */
  metadata: Generated<string>;
  created_at: number;
}

export interface LoginTicketTable {
  id: string;
  member_id: number;
  ip: string;
  expires_at: number;
  used_at: number | null;
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
  member: MemberTable;
  member_session: MemberSessionTable;
  login_attempt: LoginAttemptTable;
  member_known_ip: MemberKnownIpTable;
  message_outbox: MessageOutboxTable;
  verification_code: VerificationCodeTable;
  used_nonce: UsedNonceTable;
  server_secret: ServerSecretTable;
  login_ticket: LoginTicketTable;
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
}
