import type {
  BindAccountRequest,
  BoundAccount,
  BoundAccountKind,
  BoundAccounts,
  UnbindAccountRequest,
  WithdrawalSettings,
} from '@plaza/contracts/withdrawals';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { lockMember, recordRealName } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { requirePaymentPassword } from './payment-password.service';
import { isUniqueViolation } from '../../db/dialect';
import {
  insertBoundAccount,
  markBoundAccountUnbound,
  selectBoundAccountByNumber,
  selectBoundAccounts,
} from './withdrawals.repository';
import type { BoundAccountRow } from './withdrawals.repository';

/** Masks all but the last four characters of an account number or wallet address. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(accountNumber.length - visible.length, 4))}${visible}`;
}

/** A name compared the way people write it: trimmed, single spaces, any case. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The name of a bank or e-wallet type from the deployment's lists (its code when it was since removed). */
export function findProviderName(settings: WithdrawalSettings, kind: string, code: string): string {
  const providers = kind === 'BANK' ? settings.banks : settings.eWalletTypes;
  return providers.find((provider) => provider.code === code)?.name ?? code;
}

/** A bound account as its member sees it. */
export function toBoundAccount(row: BoundAccountRow, settings: WithdrawalSettings): BoundAccount {
  return {
    id: String(row.id),
    kind: row.kind === 'BANK' ? 'BANK' : 'EWALLET',
    providerCode: row.provider_code,
    providerName: findProviderName(settings, row.kind, row.provider_code),
    accountNumberMasked: maskAccountNumber(row.account_number),
    holderName: row.holder_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The member's bound accounts, and the banks, e-wallet types and limits that apply to binding more. */
export async function listBoundAccounts(handle: DatabaseHandle, member: MemberRow): Promise<BoundAccounts> {
  const settings = (await getDeploymentSettings(handle)).withdrawal;
  const rows = await selectBoundAccounts(handle.db, member.id);
  return {
    accounts: rows.map((row) => toBoundAccount(row, settings)),
    banks: settings.banks,
    eWalletTypes: settings.eWalletTypes,
    maxBankAccounts: settings.maxBankAccounts,
    maxEWallets: settings.maxEWallets,
    realName: member.real_name,
  };
}

interface NormalizedBinding {
  kind: BoundAccountKind;
  providerCode: string;
  accountNumber: string;
  holderName: string | null;
}

/** Checks the provider against the deployment's lists and puts the number in its stored form. */
function normalizeBinding(request: BindAccountRequest, settings: WithdrawalSettings): NormalizedBinding {
  if (request.kind === 'BANK') {
    if (!settings.banks.some((bank) => bank.code === request.bankCode)) {
      throw new AppError('request_param_err', { fields: { bankCode: 'validation.invalid' } });
    }
    return {
      kind: 'BANK',
      providerCode: request.bankCode,
      accountNumber: request.accountNumber.toUpperCase(),
      holderName: request.holderName.replace(/\s+/g, ' '),
    };
  }
  if (!settings.eWalletTypes.some((type) => type.code === request.walletType)) {
    throw new AppError('request_param_err', { fields: { walletType: 'validation.invalid' } });
  }
  return {
    kind: 'EWALLET',
    providerCode: request.walletType,
    accountNumber: request.address,
    holderName: null,
  };
}

/** A bank account must be held in the member's real name, when the member has one. */
function requireHolderIsMember(member: MemberRow, binding: NormalizedBinding): void {
  if (
    binding.holderName !== null &&
    member.real_name !== null &&
    normalizeName(member.real_name) !== normalizeName(binding.holderName)
  ) {
    throw new AppError('bound.account.name.mismatch');
  }
}

/**
 * Binds a bank account or an e-wallet, with the payment password. A bank account must be in the member's real
 * name; a member without one gets the first bank account's holder name as real name. At most the deployment's
 * number of each kind; one account or address belongs to one member at a time (bound.account.exists).
 */
export async function bindAccount(
  handle: DatabaseHandle,
  member: MemberRow,
  request: BindAccountRequest,
  now: number = Date.now(),
): Promise<BoundAccount> {
  const settings = (await getDeploymentSettings(handle)).withdrawal;
  const binding = normalizeBinding(request, settings);
  requireHolderIsMember(member, binding);
  await requirePaymentPassword(handle, member, request.paymentPassword, now);
  try {
    const id = await runInTransaction(handle, async (db) => {
      // The member's row lock serializes their bindings: the count and the real name are read as committed.
      const current = await lockMember(db, member.id);
      if (!current) {
        throw new AppError('not.logged.in');
      }
      requireHolderIsMember(current, binding);
      const bound = await selectBoundAccounts(db, member.id);
      const limit = binding.kind === 'BANK' ? settings.maxBankAccounts : settings.maxEWallets;
      if (bound.filter((account) => account.kind === binding.kind).length >= limit) {
        throw new AppError('bound.account.limit', { limit });
      }
      if (await selectBoundAccountByNumber(db, binding.kind, binding.providerCode, binding.accountNumber)) {
        throw new AppError('bound.account.exists');
      }
      const accountId = await insertBoundAccount(db, {
        member_id: member.id,
        kind: binding.kind,
        provider_code: binding.providerCode,
        account_number: binding.accountNumber,
        holder_name: binding.holderName,
        created_at: now,
      });
      if (binding.holderName !== null && current.real_name === null) {
        await recordRealName(db, member.id, binding.holderName);
      }
      return accountId;
    });
    return toBoundAccount(
      {
        id,
        member_id: member.id,
        kind: binding.kind,
        provider_code: binding.providerCode,
        account_number: binding.accountNumber,
        holder_name: binding.holderName,
        created_at: now,
        unbound_at: null,
      },
      settings,
    );
  } catch (error) {
    // Another member bound the same number between our check and our insert (the partial unique index).
    if (isUniqueViolation(error)) {
      throw new AppError('bound.account.exists');
    }
    throw error;
  }
}

/** Unbinds one of the member's accounts, with the payment password. Past withdrawals keep their destination. */
export async function unbindAccount(
  handle: DatabaseHandle,
  member: MemberRow,
  request: UnbindAccountRequest,
  now: number = Date.now(),
): Promise<void> {
  await requirePaymentPassword(handle, member, request.paymentPassword, now);
  const isUnbound = await runInTransaction(handle, (db) =>
    markBoundAccountUnbound(db, Number(request.id), member.id, now),
  );
  if (!isUnbound) {
    throw new AppError('not.found');
  }
}
