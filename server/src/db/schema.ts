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
  /** With status SELF_BLOCKED: when the member's time-out or self-exclusion ends (0051). */
  blocked_until: Generated<number | null>;
  /** Minutes a session may last under the member's own limit; null: none (0054). */
  session_limit_minutes: Generated<number | null>;
}

export interface MemberSessionTable {
  token_hash: string;
  member_id: number;
  ip: string;
  device: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** When the session's play time ends under the member's session-time limit; null: none (0054). */
  play_ends_at: Generated<number | null>;
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

/** An identity of a sign-in provider linked to a member, for good (0057). */
export interface MemberIdentityTable {
  provider: string;
  subject: string;
  member_id: number;
  email: string | null;
  linked_via: string;
  created_at: number;
}

/** A social sign-in under way: its state, nonce and PKCE verifier, then the choice it waits for (0057). */
export interface SocialSignInTable {
  state_hash: string;
  provider: string;
  browser_key_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: number;
  used_at: number | null;
  ticket_hash: string | null;
  ticket_expires_at: number | null;
  subject: string | null;
  email: string | null;
  name: string | null;
  outcome: string | null;
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

export interface VendorIntegrationTable {
  vendor_code: string;
  wallet_mode: string;
  secret: string;
  launch_url: string;
  api_url: string | null;
  enabled: number;
  updated_at: number;
}

export interface LaunchTokenTable {
  token_hash: string;
  member_id: number;
  vendor_code: string;
  game_code: string;
  game_type: string;
  created_at: number;
  expires_at: number;
}

export interface SeamlessTransactionTable {
  id: Generated<number>;
  vendor_code: string;
  transaction_id: string;
  kind: string;
  member_id: number;
  game_code: string;
  game_type: string;
  round_id: string;
  amount: number;
  ref_transaction_id: string | null;
  status: string;
  outcome: string;
  payload_hash: string;
  ledger_transfer_id: number | null;
  balance_after: number;
  created_at: number;
}

export interface BetRecordTable {
  id: Generated<number>;
  member_id: number;
  vendor_code: string;
  transaction_id: string;
  kind: string;
  game_code: string;
  game_type: string;
  round_id: string;
  stake: number;
  payout: number;
  win_count: number;
  status: string;
  day: number;
  placed_at: number;
  settled_at: number | null;
  /** 1 when the member had a record in the same vendor round already when this one was written (0034). */
  is_round_repeat: Generated<number>;
}

/**
 * A report day some bets of which were settled, at `settled_at`, a day or more after they were placed (0091): what
 * the jobs that follow late settlements read (decision 107).
 */
export interface BetLateSettlementTable {
  settled_at: number;
  day: number;
}

export interface BetDailyTotalTable {
  member_id: number;
  day: number;
  vendor_code: string;
  game_type: string;
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
  profit: number;
  /** The stake of the settled bets (prizes, open and rolled-back bets left out; 0034). */
  settled_stake: number;
}

export interface VendorTransferTable {
  id: Generated<number>;
  member_id: number;
  vendor_code: string;
  direction: string;
  amount: number;
  reference_no: string;
  status: string;
  failure: string | null;
  created_at: number;
  updated_at: number;
}

export interface OperatorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  enabled: Generated<number>;
  created_at: number;
  /** The bound authenticator (TOTP) secret, base32; null until the first code binds one. */
  totp_secret: string | null;
  /** The secret offered at sign-in while none is bound. */
  totp_pending_secret: string | null;
  /** 1 after ADMIN reset the password: the next sign-in must choose a new one (0064-operator-password-reset). */
  must_change_password: Generated<number>;
}

export interface OperatorSessionTable {
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** One operator action, written in the same transaction as the action itself. */
export interface OperatorAuditTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON text. */
  details: Generated<string>;
  ip: string;
  created_at: number;
}

export interface PaymentChannelTable {
  code: string;
  kind: string;
  type: string;
  /** JSON text {language: name}. */
  name: string;
  name_key: string | null;
  min_amount: number;
  max_amount: number;
  /** JSON text: array of amounts. */
  fixed_amounts: Generated<string>;
  /** JSON text of the receiving bank account, or null. */
  receiving_account: string | null;
  enabled: Generated<number>;
  sort_order: Generated<number>;
  updated_at: number;
}

export interface DepositTable {
  id: Generated<number>;
  member_id: number;
  channel_code: string;
  amount: number;
  status: string;
  request_id: string | null;
  reject_reason: string | null;
  ledger_transfer_id: number | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface MemberAdjustmentTable {
  id: Generated<number>;
  member_id: number;
  operator_id: number;
  /** Signed minor units. */
  amount: number;
  reason: string;
  request_id: string | null;
  ledger_transfer_id: number | null;
  created_at: number;
  /** DONE (money moved), PENDING (above the threshold, awaiting a second operator) or REJECTED. */
  status: Generated<'DONE' | 'PENDING' | 'REJECTED'>;
  /** The second operator who approved or rejected a PENDING adjustment. */
  reviewed_by: number | null;
  reviewed_at: number | null;
}

/** An operator's note on a member (the back office's member page). */
export interface MemberNoteTable {
  id: Generated<number>;
  member_id: number;
  operator_id: number;
  body: string;
  created_at: number;
}

export interface TurnoverRequirementTable {
  id: Generated<number>;
  member_id: number;
  source: string;
  source_id: string;
  amount_required: number;
  met_at: number | null;
  created_at: number;
}

/** A game of the catalogue. */
export interface GameTable {
  id: Generated<number>;
  vendor_code: string;
  game_code: string;
  /** JSON text {language: name}; English always present. */
  names: string;
  /** Every name and the code, lower-cased without accents (the lobby's search). */
  search_text: string;
  game_type: string;
  /** RNG games: SLOT or an RNG sub-type; null for other categories. */
  sub_type: string | null;
  image_url: string;
  is_hot: number;
  is_new: number;
  sort_order: number;
  /** 'active' | 'maintenance'. */
  status: string;
  min_bet: number;
  max_bet: number;
  rtp: string | null;
  created_at: number;
  /** 0: taken out of the lobby by an operator (0063-game-catalogue-operator). */
  is_active: Generated<number>;
}

/** A game category's lobby order and whether players see it (0063-game-catalogue-operator). */
export interface GameCategoryTable {
  game_type: string;
  sort_order: number;
  is_active: Generated<number>;
}

export interface FavoriteGameTable {
  member_id: number;
  game_id: number;
  created_at: number;
}

export interface RecentGameTable {
  member_id: number;
  game_id: number;
  launched_at: number;
}

/** A wrong payment password (0006-withdrawals); five within 15 minutes lock it. */
/** One wrong guess of a secret, counted by the attempt limit it falls under (`scope`) for `subject`. */
export interface FailedAttemptTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  created_at: number;
}

/** A platform message (0050-member-messages): to everyone, a segment or one member. */
export interface MemberMessageTable {
  id: Generated<number>;
  sender: string;
  audience: string;
  member_id: number | null;
  topic: string | null;
  body: string;
  sent_by: number | null;
  created_at: number;
}

/** A member's reading or deleting of a message. */
export interface MemberMessageStateTable {
  message_id: number;
  member_id: number;
  read_at: number | null;
  deleted_at: number | null;
}

/** A responsible-gambling limit of a member (0051-responsible-gambling). */
export interface GamblingLimitTable {
  member_id: number;
  kind: string;
  period: string;
  amount: number | null;
  pending_amount: number | null;
  pending_from: number | null;
  updated_at: number;
}

/** A time-out or self-exclusion a member asked for. */
export interface MemberPlaySettingTable {
  member_id: number;
  reality_check_minutes: number;
  inactivity_minutes: number;
  pending_session_minutes: number | null;
  pending_from: number | null;
  updated_at: number;
}

export interface GamblingBlockTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  starts_at: number;
  ends_at: number | null;
}

/** A bank account or e-wallet a member binds for withdrawals. */
export interface MemberBoundAccountTable {
  id: Generated<number>;
  member_id: number;
  /** 'BANK' | 'EWALLET' */
  kind: string;
  provider_code: string;
  account_number: string;
  holder_name: string | null;
  created_at: number;
  unbound_at: number | null;
}

export interface WithdrawalChannelTable {
  code: string;
  /** JSON text {language: name}. */
  name: string;
  account_kind: string;
  min_amount: number;
  max_amount: number;
  daily_count_limit: number;
  fee_fixed: Generated<number>;
  fee_percent_bp: Generated<number>;
  enabled: Generated<number>;
  sort_order: Generated<number>;
  updated_at: number;
}

/** A withdrawal; its money is in the ledger (docs/decisions/008-withdrawals.md). */
export interface WithdrawalTable {
  id: Generated<number>;
  member_id: number;
  channel_code: string;
  bound_account_id: number;
  account_kind: string;
  provider_code: string;
  provider_name: string;
  account_number: string;
  holder_name: string | null;
  currency: string;
  amount: number;
  fee: number;
  payout_amount: number;
  disbursed_amount: Generated<number>;
  received_amount: Generated<number>;
  refunded_amount: Generated<number>;
  status: string;
  reject_reason: string | null;
  review_remark: string | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

/** One payment disbursed towards a withdrawal, and the member's confirmation of it. */
export interface WithdrawalPayoutTable {
  id: Generated<number>;
  withdrawal_id: number;
  member_id: number;
  reference: string;
  amount: number;
  status: string;
  disbursed_by: number;
  disbursed_at: number;
  confirm_deadline_at: number;
  confirmed_at: number | null;
  remark: string | null;
  resolved_by: number | null;
  resolution: string | null;
  resolved_at: number | null;
}

/** A proof image (png or jpeg) attached to a payment reported not received. */
export interface WithdrawalProofTable {
  id: Generated<number>;
  payout_id: number;
  withdrawal_id: number;
  member_id: number;
  content_type: string;
  size_bytes: number;
  sha256: string;
  data: Buffer;
  created_at: number;
}

/** A member's feedback and the operator's reply (FEEDBACK3). */
export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  question_type: string;
  content: string;
  reply: string | null;
  replied_by: number | null;
  replied_at: number | null;
  created_at: number;
}

/** An image sent with a feedback. */
export interface FeedbackImageTable {
  id: Generated<number>;
  feedback_id: number;
  member_id: number;
  content_type: string;
  size_bytes: number;
  data: Buffer;
}

/** A member's live chat with the site's staff (CBS3). */
export interface ChatConversationTable {
  id: Generated<number>;
  member_id: number;
  member_read_id: Generated<number>;
  operator_read_id: Generated<number>;
  last_message_at: number;
  created_at: number;
}

/** One message of a live chat: text or one image. */
export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender: string;
  operator_id: number | null;
  text: string | null;
  image_type: string | null;
  image_data: Buffer | null;
  created_at: number;
}

/** One message of the members' chat room (0025); a removed one keeps its text for the moderation record. */
export interface ChatRoomMessageTable {
  id: Generated<number>;
  /** The room: the language it is held in. */
  room_id: string;
  member_id: number;
  display_name: string;
  text: string;
  created_at: number;
  removed_at: number | null;
  removed_by: number | null;
  removal_reason: string | null;
}

/** A member's standing in the chat room (0025): a mute, and the counters of the per-member rate limit. */
export interface ChatRoomMemberTable {
  member_id: number;
  muted_until: number | null;
  mute_reason: string | null;
  muted_by: number | null;
  last_post_at: Generated<number>;
  window_start: Generated<number>;
  window_count: Generated<number>;
}

export interface DemoVendorWalletTable {
  vendor_code: string;
  player_id: string;
  balance: number;
}

export interface DemoVendorTransferTable {
  id: Generated<number>;
  vendor_code: string;
  reference_no: string;
  player_id: string;
  direction: string;
  amount: number;
  status: string;
  created_at: number;
}

export interface BgsSeedTable {
  id: Generated<number>;
  player_id: string;
  server_seed: string;
  server_seed_hash: string;
  next_nonce: Generated<number>;
  created_at: number;
  revealed_at: number | null;
}

export interface BgsPlayerTable {
  player_id: string;
  client_seed: string;
  active_seed_id: number;
  updated_at: number;
}

export interface BgsRoundTable {
  id: Generated<number>;
  round_id: string;
  player_id: string;
  game_code: string;
  currency: string;
  stake: number;
  payout: number | null;
  input: string;
  outcome: string | null;
  seed_id: number | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  nonce_count: Generated<number>;
  crash_game_id: number | null;
  /** A slot round's jackpot draw: the rule's one-in and the value drawn (0 won); null otherwise (migration 0082). */
  jackpot_one_in: number | null;
  jackpot_draw: number | null;
  status: string;
  bet_transaction_id: string;
  win_transaction_id: string | null;
  rollback_transaction_id: string | null;
  failure: string | null;
  created_at: number;
  updated_at: number;
  settled_at: number | null;
}

export interface BgsCrashChainTable {
  id: Generated<number>;
  seed: string;
  terminating_hash: string;
  salt: string;
  length: number;
  created_at: number;
}

export interface BgsCrashGameTable {
  id: Generated<number>;
  chain_id: number;
  game_number: number;
  game_hash: string;
  crash_point: number;
  status: string;
  betting_ends_at: number;
  started_at: number | null;
  crashed_at: number | null;
}

/** The downline tree's closure: a member (descendant) and one of its uplines, `depth` levels up (0020). */
export interface MemberTreeTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
  joined_via: string | null;
}

/** Counts of an upline's team, kept with member_tree (0020). */
export interface MemberTeamTable {
  member_id: number;
  team_size: number;
  direct_members: number;
  sub_agents: number;
}

/** Contracts between uplines and downlines (0070, docs/product/agent-contracts.md). */
export interface AgentContractTable {
  id: Generated<number>;
  kind: string;
  upline_id: number;
  member_id: number;
  status: string;
  open_key: string | null;
  is_house_paid: number;
  end_requested_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface AgentContractVersionTable {
  id: Generated<number>;
  contract_id: number;
  terms: string;
  status: string;
  effective_from: number | null;
  created_at: number;
}

export interface AgentContractEventTable {
  id: Generated<number>;
  contract_id: number;
  action: string;
  actor: string;
  actor_id: number;
  created_at: number;
}

export interface AgentContractSettlementTable {
  id: Generated<number>;
  contract_id: number;
  kind: string;
  upline_id: number;
  member_id: number;
  version_id: number;
  period_start: number;
  period_end: number;
  team_valid_bet: number;
  team_loss: number;
  active_members: number;
  rate: number;
  amount: number;
  paid_amount: number;
  is_house_paid: number;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface AgentContractCursorTable {
  kind: string;
  settled_until: number;
}

/** A transfer between a member and its upline or an agent and its downline (0021). */
export interface TeamTransferTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  direction: string;
  amount: number;
  remark: string | null;
  request_id: string;
  ledger_transfer_id: number;
  day: number;
  created_at: number;
}

/** Figures of one report day (0022), minor units. */
interface DayFigureColumns {
  day: number;
  deposits: Generated<number>;
  withdrawals: Generated<number>;
  bet_count: Generated<number>;
  bet_amount: Generated<number>;
  valid_bet: Generated<number>;
  payout: Generated<number>;
  profit_loss: Generated<number>;
  bonus: Generated<number>;
  rebate: Generated<number>;
}

export interface AgentMemberDayTable extends DayFigureColumns {
  member_id: number;
}

export interface AgentTeamDayTable extends DayFigureColumns {
  agent_id: number;
  new_members: Generated<number>;
  active_members: Generated<number>;
  /** JSON array: [i] active members whose previous active day was i + 1 days before; the last, none within range. */
  active_gaps: Generated<string>;
  team_balance: Generated<number>;
}

export interface AgentRollupDayTable {
  day: number;
  computed_at: number;
}

export interface AgentRollupStateTable {
  name: string;
  value: number;
}

/** A promotion picture an operator uploaded (0068). */
export interface PromotionCoverTable {
  id: Generated<number>;
  content_type: string;
  size_bytes: number;
  data: Buffer;
  uploaded_by: number;
  created_at: number;
}

/** A promotion (docs/product/promotions.md). */
export interface PromotionTable {
  id: Generated<number>;
  code: string;
  type: string;
  kind: string;
  audience: string;
  min_vip_level: Generated<number>;
  reward_amount: number | null;
  bonus_basis_points: number | null;
  max_bonus: number | null;
  min_deposit: number | null;
  turnover_multiple_x100: number;
  turnover_base: string;
  claim_days: number;
  starts_at: number;
  ends_at: number | null;
  cover_url: string | null;
  sort_order: Generated<number>;
  created_at: number;
}

/** A promotion's texts in one language. */
export interface PromotionTextTable {
  promotion_id: number;
  language: string;
  title: string;
  summary: string;
  terms: string;
}

/** A member's part in a sign-up promotion. */
export interface PromotionParticipationTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  status: string;
  remark: string | null;
  image_count: Generated<number>;
  joined_at: number;
  requested_at: number | null;
  decided_at: number | null;
  decided_by: number | null;
  reject_reason: string | null;
  reward_id: number | null;
}

/** An image sent with a reward request. */
export interface PromotionRequestImageTable {
  participation_id: number;
  sequence: number;
  content_type: string;
  data: Buffer;
}

/** A reward of the reward center, created once per `source_key`. */
export interface RewardTable {
  id: Generated<number>;
  member_id: number;
  source: string;
  source_key: string;
  promotion_id: number | null;
  title: string;
  amount: number;
  turnover_required: number;
  status: string;
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
  ledger_transfer_id: number | null;
}

export interface LotteryChainTable {
  draw_code: string;
  day: string;
  final_seed: string;
  anchor: string;
  length: number;
  created_at: number;
}

export interface LotteryIssueTable {
  id: Generated<number>;
  game_code: string;
  issue_no: string;
  day: string;
  sequence: number;
  sales_open_at: number;
  sales_close_at: number;
  draw_at: number;
  stations: string;
  status: string;
  settled_at: number | null;
  liability: Generated<number>;
  created_at: number;
}

export interface LotteryDrawTable {
  id: Generated<number>;
  game_code: string;
  issue_no: string;
  draw_code: string;
  station: string;
  day: string;
  chain_index: number | null;
  beacon: string;
  secret_seed: string | null;
  seed: string | null;
  result: string | null;
  status: string;
  source: string | null;
  sales_open_at: number;
  sales_close_at: number;
  draw_at: number;
  drawn_at: number | null;
}

export interface LotterySlipTable {
  id: Generated<number>;
  member_id: number;
  request_id: string;
  game_code: string;
  created_at: number;
}

export interface LotteryChaseTable {
  id: Generated<number>;
  member_id: number;
  slip_id: number;
  game_code: string;
  first_issue_no: string;
  issues: number;
  stop_on_win: number;
  status: string;
  placed_at: number;
}

export interface LotteryBetTable {
  id: Generated<number>;
  slip_id: number;
  chase_id: number | null;
  member_id: number;
  is_trial: number;
  game_code: string;
  issue_no: string;
  bet_code: string;
  picks: string;
  stations: string;
  stake: number;
  is_in_points: number;
  unit_stake: number;
  combinations: number;
  total_stake: number;
  odds: string;
  status: string;
  payout: number | null;
  vendor_code: string;
  game_type: string;
  placed_at: number;
  settled_at: number | null;
}

export interface LotteryExposureTable {
  game_code: string;
  issue_no: string;
  station: string;
  bet_code: string;
  pick: string;
  stake: number;
  /** Null on numbers staked before 0068. */
  liability: number | null;
  points: Generated<number>;
}

export interface LotteryGameConfigTable {
  game_code: string;
  odds: string | null;
  max_stake_per_number: number | null;
  max_liability_per_draw: number | null;
  updated_at: number;
}

export interface LotteryResultEntryTable {
  id: Generated<number>;
  draw_code: string;
  issue_no: string;
  result: string;
  source: string;
  status: string;
  entered_by: number | null;
  confirmed_by: number | null;
  entered_at: number;
  confirmed_at: number | null;
}

/** A game's page: its descriptions and volatility (0080-game-details). */
export interface GameDetailTable {
  game_id: number;
  /** JSON text {language: description}. */
  descriptions: string;
  /** 'LOW' | 'MEDIUM' | 'HIGH', or null. */
  volatility: string | null;
}

/** A rung of the VIP ladder (docs/product/rebate-vip.md); level 0 is where every member starts. */
export interface VipLevelTable {
  level: number;
  name: string;
  min_deposit: number;
  min_valid_bet: number;
  keep_valid_bet: number;
  keep_days: number;
  upgrade_gift: number;
  birthday_gift: number;
  monthly_gift: number;
  gift_turnover_x100: number;
  rebate_turnover_x100: number;
  daily_rebate_cap: number;
}

/** The rebate rate of a VIP level and game type, in basis points of valid bet. */
export interface RebateRateTable {
  vip_level: number;
  game_type: string;
  basis_points: number;
}

/** A member's standing on the VIP ladder and the totals that decide it. */
export interface MemberVipTable {
  member_id: number;
  level: number;
  total_deposit: number;
  total_valid_bet: number;
  evaluated_day: number;
  level_day: number;
  keep_from_day: number;
  keep_valid_bet: number;
  updated_at: number;
}

/** The rebate a member accrued on one report day and game type, and what of it was paid. */
export interface RebateAccrualTable {
  member_id: number;
  day: number;
  game_type: string;
  valid_bet: number;
  basis_points: number;
  amount: number;
  paid_amount: number;
  is_sealed: number;
  updated_at: number;
}

/** One run of the daily pass (rebate and VIP evaluation), keyed by its report day. */
export interface DailyPassTable {
  day: number;
  started_at: number;
  finished_at: number | null;
  rebate_paid: number;
  members_evaluated: number;
}

// Points and the points mall (migration 0045; docs/product/points-mall.md).
export interface PointConfigTable {
  id: number;
  valid_bet_per_point: number;
  convert_points: number;
  convert_amount: number;
  min_convert_points: number;
  convert_turnover_x100: number;
  updated_at: number;
}

export interface PointBalanceTable {
  member_id: number;
  balance: number;
  valid_bet_total: number;
  updated_at: number;
}

export interface PointEntryTable {
  id: Generated<number>;
  member_id: number;
  entry_key: string;
  kind: string;
  points: number;
  balance_after: number;
  amount: number;
  reference: string;
  remark: string;
  created_at: number;
}

export interface PointEarningTable {
  member_id: number;
  day: number;
  valid_bet: number;
  points: number;
}

export interface PointRewardTable {
  id: Generated<number>;
  code: string;
  kind: string;
  texts: string;
  image_url: string;
  points_required: number;
  amount_required: number;
  cash_amount: number;
  stock: number;
  sort_order: number;
  is_active: number;
}

export interface PointRedemptionTable {
  id: Generated<number>;
  member_id: number;
  reward_id: number;
  request_id: string;
  quantity: number;
  points: number;
  amount_required: number;
  cash_amount: number;
  status: string;
  applied_at: number;
  decided_at: number | null;
  decided_by: number | null;
  reject_reason: string | null;
  ledger_transfer_id: number | null;
}

// Missions (migration 0046; docs/product/missions.md).
export interface MissionTable {
  id: Generated<number>;
  code: string;
  period: string;
  kind: string;
  target: number;
  reward_amount: number;
  turnover_x100: number;
  texts: string;
  sort_order: number;
  is_active: number;
}

export interface MissionSignInTable {
  member_id: number;
  day: number;
  signed_at: number;
}

export interface MissionClaimTable {
  id: Generated<number>;
  member_id: number;
  mission_id: number;
  period_day: number;
  amount: number;
  claimed_at: number;
  ledger_transfer_id: number;
}

// Raffles (migration 0047; docs/product/raffle.md).
export interface RaffleTable {
  id: Generated<number>;
  code: string;
  texts: string;
  starts_at: number;
  ends_at: number;
  draw_at: number;
  valid_bet_per_ticket: number;
  max_tickets_per_member: number;
  prizes: string;
  anchor: string;
  seed: string;
  ticket_count: number;
  status: string;
  result: string | null;
  drawn_at: number | null;
}

export interface RaffleTicketTable {
  raffle_id: number;
  ticket_no: number;
  member_id: number;
  claimed_at: number;
}

// Invite friends (migration 0042; docs/product/referral.md).
export interface ReferralSettingTable {
  id: number;
  is_enabled: number;
  reward_amount: number;
  min_deposit: number;
  min_valid_bet: number;
  window_days: number;
  turnover_x100: number;
  claim_days: number;
  updated_at: number;
}

export interface ReferralCodeTable {
  member_id: number;
  code: string;
  created_at: number;
}

export interface ReferralTable {
  invitee_id: number;
  inviter_id: number;
  invited_at: number;
  status: string;
  reason: string | null;
  decided_at: number | null;
  reward_id: number | null;
}

/** A lease of work one node does at a time (migration 0090, decision 090). */
export interface ClusterLeaseTable {
  name: string;
  holder: string;
  expires_at: number;
  term: number;
}

/** The back office's daily summary (0065, docs/decisions/068-report-daily-summary.md). */
export interface ReportDayMoneyTable {
  day: number;
  deposits: number;
  deposit_count: number;
  withdrawals: number;
  withdrawal_count: number;
  bonuses: number;
}

export interface ReportDayTable {
  day: number;
  new_members: number;
  summarized_at: number;
}

export interface ReportDayPlayTable {
  day: number;
  vendor_code: string;
  game_type: string;
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
  active_members: number;
}

export interface ReportMemberDayTable {
  day: number;
  member_id: number;
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
}

export interface ReportMemberLastTable {
  member_id: number;
  last_day: number;
}

export interface ReportMemberWindowTable {
  member_id: number;
  days: number;
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
}

export interface ReportSummaryStateTable {
  name: string;
  value: number;
}

/** A jackpot pool: its rules and its carry; its money is its ledger account's balance (migration 0081, decision 081). */
export interface JackpotPoolTable {
  id: Generated<number>;
  currency: string;
  account_id: number;
  share_basis_points: number;
  one_in: number;
  seed_amount: number;
  carry: number;
  stake_total: number;
  contribution_total: number;
  version: number;
  updated_at: number;
}

/** A jackpot won by a round (round_id null: the demo deployment's history). */
export interface JackpotWinTable {
  id: Generated<number>;
  pool_id: number;
  round_id: string | null;
  member_id: number | null;
  display_name: string;
  amount: number;
  won_at: number;
}

export interface Database {
  deployment_setting: DeploymentSettingTable;
  feature_switch: FeatureSwitchTable;
  announcement: AnnouncementTable;
  announcement_image: AnnouncementImageTable;
  help_article: HelpArticleTable;
  game_vendor: GameVendorTable;
  game_vendor_category: GameVendorCategoryTable;
  game_category: GameCategoryTable;
  server_key: ServerKeyTable;
  member: MemberTable;
  member_session: MemberSessionTable;
  login_attempt: LoginAttemptTable;
  member_known_ip: MemberKnownIpTable;
  member_identity: MemberIdentityTable;
  social_sign_in: SocialSignInTable;
  message_outbox: MessageOutboxTable;
  verification_code: VerificationCodeTable;
  used_nonce: UsedNonceTable;
  server_secret: ServerSecretTable;
  login_ticket: LoginTicketTable;
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  vendor_integration: VendorIntegrationTable;
  launch_token: LaunchTokenTable;
  seamless_transaction: SeamlessTransactionTable;
  bet_record: BetRecordTable;
  bet_daily_total: BetDailyTotalTable;
  bet_late_settlement: BetLateSettlementTable;
  vendor_transfer: VendorTransferTable;
  demo_vendor_wallet: DemoVendorWalletTable;
  demo_vendor_transfer: DemoVendorTransferTable;
  bgs_seed: BgsSeedTable;
  bgs_player: BgsPlayerTable;
  bgs_round: BgsRoundTable;
  bgs_crash_chain: BgsCrashChainTable;
  bgs_crash_game: BgsCrashGameTable;
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  operator_audit: OperatorAuditTable;
  payment_channel: PaymentChannelTable;
  deposit: DepositTable;
  member_adjustment: MemberAdjustmentTable;
  member_note: MemberNoteTable;
  turnover_requirement: TurnoverRequirementTable;
  game: GameTable;
  favorite_game: FavoriteGameTable;
  recent_game: RecentGameTable;
  failed_attempt: FailedAttemptTable;
  member_bound_account: MemberBoundAccountTable;
  withdrawal_channel: WithdrawalChannelTable;
  withdrawal: WithdrawalTable;
  withdrawal_payout: WithdrawalPayoutTable;
  withdrawal_proof: WithdrawalProofTable;
  lottery_chain: LotteryChainTable;
  lottery_issue: LotteryIssueTable;
  lottery_draw: LotteryDrawTable;
  lottery_slip: LotterySlipTable;
  lottery_chase: LotteryChaseTable;
  lottery_bet: LotteryBetTable;
  lottery_exposure: LotteryExposureTable;
  lottery_game_config: LotteryGameConfigTable;
  lottery_result_entry: LotteryResultEntryTable;
  member_tree: MemberTreeTable;
  member_team: MemberTeamTable;
  team_transfer: TeamTransferTable;
  agent_member_day: AgentMemberDayTable;
  agent_team_day: AgentTeamDayTable;
  agent_rollup_day: AgentRollupDayTable;
  promotion: PromotionTable;
  promotion_text: PromotionTextTable;
  promotion_participation: PromotionParticipationTable;
  promotion_request_image: PromotionRequestImageTable;
  reward: RewardTable;
  member_message: MemberMessageTable;
  member_message_state: MemberMessageStateTable;
  agent_rollup_state: AgentRollupStateTable;
  gambling_limit: GamblingLimitTable;
  gambling_block: GamblingBlockTable;
  member_play_setting: MemberPlaySettingTable;
  game_detail: GameDetailTable;
  feedback: FeedbackTable;
  feedback_image: FeedbackImageTable;
  promotion_cover: PromotionCoverTable;
  chat_conversation: ChatConversationTable;
  chat_message: ChatMessageTable;
  chat_room_message: ChatRoomMessageTable;
  chat_room_member: ChatRoomMemberTable;
  vip_level: VipLevelTable;
  rebate_rate: RebateRateTable;
  member_vip: MemberVipTable;
  rebate_accrual: RebateAccrualTable;
  daily_pass: DailyPassTable;
  point_config: PointConfigTable;
  point_balance: PointBalanceTable;
  point_entry: PointEntryTable;
  point_earning: PointEarningTable;
  point_reward: PointRewardTable;
  point_redemption: PointRedemptionTable;
  mission: MissionTable;
  mission_sign_in: MissionSignInTable;
  mission_claim: MissionClaimTable;
  agent_contract: AgentContractTable;
  agent_contract_version: AgentContractVersionTable;
  agent_contract_event: AgentContractEventTable;
  agent_contract_settlement: AgentContractSettlementTable;
  agent_contract_cursor: AgentContractCursorTable;
  raffle: RaffleTable;
  raffle_ticket: RaffleTicketTable;
  referral_setting: ReferralSettingTable;
  referral_code: ReferralCodeTable;
  referral: ReferralTable;
  cluster_lease: ClusterLeaseTable;
  report_day_money: ReportDayMoneyTable;
  report_day: ReportDayTable;
  report_day_play: ReportDayPlayTable;
  report_member_day: ReportMemberDayTable;
  report_member_last: ReportMemberLastTable;
  report_member_window: ReportMemberWindowTable;
  report_summary_state: ReportSummaryStateTable;
  jackpot_pool: JackpotPoolTable;
  jackpot_win: JackpotWinTable;
}
