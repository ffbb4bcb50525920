/** Business constants (docs/product/site.md#business-constants), shared by server and web. */
export const SMS_REQUEST_INTERVAL_MS = 1000;
export const PHONE_VERIFICATION_WAIT_MS = 5 * 60 * 1000;
export const REMEMBER_ME_MS = 86_400_000;
export const DEFAULT_WEAK_PASSWORD = '{secret}';
export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;
export const WINNER_BOARD_LIMIT = 20;
export const ANNOUNCEMENT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const VERIFICATION_CODE_MAX_LENGTH = 255;
export const UPLOAD_LIMITS = {
  maxImages: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;
export const REMARK_MAX_LENGTH = 140;
export const DEFAULT_AGE_LIMIT = 18;
export const BIRTHDAY_CONFIRMATION_AGE = 21;
export const REAL_TIME_SALARY_INTERVAL_MS = 5 * 60 * 1000;
export const DATE_PRESETS_DAYS = [7, 30] as const;

export const PROMOTION_CAROUSEL = { slidesPerView: 4, gap: 48, loop: true, arrowsAbove: 4 } as const;
export const HOME_BANNER_CAROUSEL = {
  speedMs: 1000,
  autoplayDelayMs: 5000,
  continueAfterInteraction: true,
} as const;

/** The large jackpot ticker and the default small one (docs/product/games.md#the-jackpot-ticker). */
export const JACKPOT_TICKER = {
  min: 2_100_000_000,
  max: 3_000_000_000,
  decimals: 0,
  height: 64,
  stepMin: 100,
  stepMax: 500,
  intervalsMs: [3000, 4000, 5000],
} as const;
export const DEFAULT_JACKPOT_TICKER = { min: 1_400_000, max: 1_500_000, decimals: 0, height: 50 } as const;

export const QR_CODE = { siteSize: 100, siteMargin: 0, defaultSize: 200, defaultMargin: 20 } as const;
export const MODAL_CLOSE_DELAY_MS = 100;
export const LANGUAGE_SELECTOR_CLOSE_DELAY_MS = 200;
export const FOOTER = { iconCount: 5, copyrightYear: 2023, licence: 'Curaçao' } as const;
export const LAZY_IMAGE = { retries: 1, threshold: 0.1 } as const;
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;
export const STORAGE_KEYS = {
  language: 'lang',
  previousLanguage: 'hisLang',
  theme: 'theme',
  token: 'token',
  merchant: 'merchantCode',
  rememberedUsername: 'rememberedUsername',
  /** The session token whose password must change before anything else (first login, default, expired). */
  passwordChangeDue: 'passwordChangeDue',
} as const;
