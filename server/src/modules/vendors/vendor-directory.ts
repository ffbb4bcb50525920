import type { ClusterBus } from '../../cluster/cluster-bus';
import type { DatabaseHandle } from '../../db/database';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { selectVendorIntegrations } from './vendor-integrations.repository';

/** How a vendor reaches the player's money. */
export type WalletMode = 'seamless' | 'transfer';

/** The wallet mode a stored configuration names: 'transfer', or else the seamless wallet. */
export function toWalletMode(stored: string): WalletMode {
  return stored === 'transfer' ? 'transfer' : 'seamless';
}

/** A vendor's wallet configuration as the server uses it. */
export interface VendorIntegration {
  code: string;
  walletMode: WalletMode;
  /** HMAC-SHA256 key of X-Signature. */
  secret: string;
  launchUrl: string;
  apiUrl: string | null;
  isEnabled: boolean;
}

/** How long a read of the vendor table and the currency serves before it is read again. */
const CACHE_MILLISECONDS = 5_000;

/** The bus channel on which a node tells the others to forget a cache (docs/architecture/scale-out.md). */
export const CACHE_CHANNEL = 'cache';

/**
 * The vendor configuration, the deployment currency and its report offset, read from the database at most every 5 seconds:
 * every vendor call needs them, and a configuration change applies within that time.
 */
export class VendorDirectory {
  private vendors = new Map<string, VendorIntegration>();
  private currency = '';
  private reportUtcOffsetMinutes = 0;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;
  private generation = 0;

  /**
   * With a cluster bus, a change on any node clears every node's copy (`invalidate`): the rest of the cluster sees
   * it once the message arrives (milliseconds), and within the 5 seconds of the cache in any case (a node that
   * missed the message while its Redis connection was down).
   */
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly bus?: ClusterBus,
  ) {
    bus?.subscribe(CACHE_CHANNEL, (body, delivery) => {
      if (!delivery.isOwn && isCacheMessage(body) && body.cache === 'vendors') {
        this.forget();
      }
    });
  }

  /** The enabled vendor under `code`, or undefined. */
  async get(code: string): Promise<VendorIntegration | undefined> {
    await this.refresh();
    const vendor = this.vendors.get(code);
    return vendor?.isEnabled ? vendor : undefined;
  }

  /** Every enabled vendor. */
  async list(): Promise<VendorIntegration[]> {
    await this.refresh();
    return [...this.vendors.values()].filter((vendor) => vendor.isEnabled);
  }

  /** The deployment's currency code (the only one its wallets hold). */
  async getCurrency(): Promise<string> {
    await this.refresh();
    return this.currency;
  }

  /** Where the deployment's report days begin, in minutes east of UTC (bet records are summed per day). */
  async getReportUtcOffsetMinutes(): Promise<number> {
    await this.refresh();
    return this.reportUtcOffsetMinutes;
  }

  /**
   * Forgets the cache after a configuration change, in this process at once and on every other node through the
   * bus. A read already under way may have begun before the change: it still answers the calls waiting for it, but
   * does not count as fresh.
   */
  invalidate(): void {
    this.forget();
    this.bus?.publish(CACHE_CHANNEL, { cache: 'vendors' });
  }

  private forget(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
    this.generation += 1;
  }

  private async refresh(): Promise<void> {
    if (Date.now() - this.readAt < CACHE_MILLISECONDS) {
      return;
    }
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    await this.reading;
  }

  private async read(): Promise<void> {
    const generation = this.generation;
    const [rows, settings] = await Promise.all([
      selectVendorIntegrations(this.handle.db),
      getDeploymentSettings(this.handle),
    ]);
    this.vendors = new Map(
      rows.map((row) => [
        row.vendor_code,
        {
          code: row.vendor_code,
          walletMode: toWalletMode(row.wallet_mode),
          secret: row.secret,
          launchUrl: row.launch_url,
          apiUrl: row.api_url,
          isEnabled: row.enabled === 1,
        },
      ]),
    );
    this.currency = settings.currency.code;
    this.reportUtcOffsetMinutes = settings.reportUtcOffsetMinutes;
    this.readAt = generation === this.generation ? Date.now() : Number.NEGATIVE_INFINITY;
  }
}

function isCacheMessage(body: unknown): body is { cache: string } {
  return typeof body === 'object' && body !== null && typeof (body as { cache?: unknown }).cache === 'string';
}
