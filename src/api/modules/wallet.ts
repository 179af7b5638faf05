import type { WalletFilter } from '@/domain/wallet/rules';
import type { HttpClient } from '../http';
import type { MessageResponse } from '../types';

/** A wallet ledger row (API-WALLET-1). */
export interface WalletTransaction {
  id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  admin_bonus: number;
  balance: number;
  transaction_type: string;
  reference?: string | null;
  created_at: string;
}

/** A loyalty point ledger row (API-LOYALTY-1). */
export interface LoyaltyTransaction {
  id: number;
  transaction_id: string;
  credit: number;
  debit: number;
  balance: number;
  reference?: string | null;
  transaction_type: string;
  created_at: string;
}

export interface LedgerPage<T> {
  total_size: number;
  limit: number | string;
  offset: number | string;
  data: T[];
}

/** A wallet top-up offer (API-WALLET-1). */
export interface WalletBonus {
  id: number;
  title: string;
  description?: string | null;
  bonus_type: string;
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
  start_date?: string | null;
  end_date?: string | null;
}

export const LEDGER_PAGE_SIZE = 10;

function page<T>(data: Partial<LedgerPage<T>> | null | undefined): LedgerPage<T> {
  return {
    total_size: Number(data?.total_size ?? 0),
    limit: data?.limit ?? LEDGER_PAGE_SIZE,
    offset: data?.offset ?? 1,
    data: Array.isArray(data?.data) ? data.data : [],
  };
}

/**
 * The member's wallet and loyalty points (members only). Loaded with the account's sections, not
 * with the catalog: built on the shared HTTP client by the screens.
 */
export function walletApi(http: HttpClient) {
  return {
    async transactions(
      type: WalletFilter | null,
      offset = 1,
    ): Promise<LedgerPage<WalletTransaction>> {
      const response = await http.get<LedgerPage<WalletTransaction>>(
        '/customer/wallet/transactions',
        { params: { limit: LEDGER_PAGE_SIZE, offset, ...(type ? { type } : {}) } },
      );
      return page(response.data);
    },
    async bonuses(): Promise<WalletBonus[]> {
      const response = await http.get<WalletBonus[]>('/customer/wallet/bonuses', { silent: true });
      return Array.isArray(response.data) ? response.data : [];
    },
    /** Starts a top-up: the gateway page to send the customer to. Silent: the dialog shows why not. */
    async addFund(input: {
      amount: number;
      paymentMethod: string;
      callback: string;
    }): Promise<string> {
      const response = await http.post<{ redirect_link?: string }>(
        '/customer/wallet/add-fund',
        {
          amount: input.amount,
          payment_method: input.paymentMethod,
          payment_platform: 'web',
          callback: input.callback,
        },
        { silent: true },
      );
      return response.data.redirect_link ?? '';
    },
    async loyaltyTransactions(offset = 1): Promise<LedgerPage<LoyaltyTransaction>> {
      const response = await http.get<LedgerPage<LoyaltyTransaction>>(
        '/customer/loyalty-point/transactions',
        { params: { limit: LEDGER_PAGE_SIZE, offset } },
      );
      return page(response.data);
    },
    /** Silent: the dialog shows the refusal beside the field. */
    async transferPoints(point: number): Promise<MessageResponse> {
      return (
        await http.post<MessageResponse>(
          '/customer/loyalty-point/point-transfer',
          { point },
          { silent: true },
        )
      ).data;
    },
  };
}
