/**
 * The two records: the account record reads ledger_entries (every balance
 * change), the betting record reads bet_records with the game's name and
 * type. Both take a range of epoch ms (the device's local day bounds), a
 * filter, and answer one page with the totals of the whole range.
 */
import { RECORD_PAGE_SIZE, type BetRecord, type BetRecordsValue, type LedgerEntryKind, type TransactionsValue } from '../../contract/wallet';

/** Any engine's round (reels, blackjack) as game_rounds.details keeps it: those carry their fairness values. */
type EngineRound = Extract<NonNullable<BetRecord['round']>, { fairness: unknown }>;
import type { Db } from '../db/db';
import { cockfightRecordDetails } from '../cockfight/records';
import { sportsRecordDetails } from '../sports/records';

interface Range {
  memberId: number;
  from: number;
  to: number;
  pageNo: number;
}

const pages = (count: number) => Math.max(1, Math.ceil(count / RECORD_PAGE_SIZE));

export async function transactionPage(db: Db, range: Range & { kinds: readonly LedgerEntryKind[] | null }): Promise<TransactionsValue> {
  const where = `member_id = $1 and created_at >= $2 and created_at < $3 and ($4::text[] is null or kind = any($4::text[]))`;
  const params = [range.memberId, new Date(range.from), new Date(range.to), range.kinds ? [...range.kinds] : null];
  const [totals] = await db.query<{ n: string; credit: string; debit: string }>(
    `select count(*)::text as n, (coalesce(sum(amount) filter (where amount > 0), 0) * 100)::bigint::text as credit,
            (coalesce(-sum(amount) filter (where amount < 0), 0) * 100)::bigint::text as debit
       from ledger_entries where ${where}`,
    params,
  );
  const rows = await db.query<{ id: string; kind: LedgerEntryKind; cents: string; after: string; reference: string; created_at: Date | string }>(
    `select id::text, kind, (amount * 100)::bigint::text as cents, (balance_after * 100)::bigint::text as after, reference, created_at
       from ledger_entries where ${where} order by id desc limit ${RECORD_PAGE_SIZE} offset $5`,
    [...params, (range.pageNo - 1) * RECORD_PAGE_SIZE],
  );
  const totalCount = Number(totals!.n);
  return {
    list: rows.map((r) => ({
      id: Number(r.id), kind: r.kind, amount: Number(r.cents) / 100, balanceAfter: Number(r.after) / 100, reference: r.reference,
      createdAt: new Date(r.created_at).getTime(),
    })),
    pageNum: range.pageNo,
    totalPages: pages(totalCount),
    totalCount,
    totals: { credit: Number(totals!.credit) / 100, debit: Number(totals!.debit) / 100 },
  };
}

interface BetRow {
  id: string;
  name: string | null;
  game_type: string | null;
  vendor: string | null;
  bet: string;
  win: string;
  created_at: Date | string;
  details: EngineRound | string | null;
  server_seed: string | null;
}

function roundOf(row: BetRow): EngineRound | null {
  if (row.details === null) return null;
  const round = typeof row.details === 'string' ? (JSON.parse(row.details) as EngineRound) : row.details;
  // a member seed's text once rotated out; a live table round's own seed is in its details from its settlement (docs/decisions/0072)
  return { ...round, fairness: { ...round.fairness, serverSeed: row.server_seed ?? round.fairness.serverSeed ?? null } };
}

export async function betRecordPage(db: Db, range: Range & { gameType: string | null; language: 'VI' | 'EN' }): Promise<BetRecordsValue> {
  const games = 'from bet_records b left join games g on g.merchant_code = b.merchant_code and g.node_id = b.node_id';
  const where = 'where b.member_id = $1 and b.created_at >= $2 and b.created_at < $3 and ($4::text is null or g.game_type = $4)';
  const from = `${games} ${where}`;
  const params = [range.memberId, new Date(range.from), new Date(range.to), range.gameType];
  const [totals] = await db.query<{ n: string; bet: string; win: string }>(
    `select count(*)::text as n, (coalesce(sum(b.bet), 0) * 100)::bigint::text as bet, (coalesce(sum(b.win), 0) * 100)::bigint::text as win ${from}`,
    params,
  );
  const name = range.language === 'EN' ? 'g.name_en' : 'g.name_vi';
  // An engine round brings its details, and its server seed once that seed is revealed (rotated out).
  const rows = await db.query<BetRow>(
    `select b.id::text, ${name} as name, g.game_type, g.vendor_code as vendor, (b.bet * 100)::bigint::text as bet,
            (b.win * 100)::bigint::text as win, b.created_at, r.details,
            case when s.revealed_at is not null then s.server_seed end as server_seed
       ${games} left join game_rounds r on r.bet_record_id = b.id left join fairness_seeds s on s.id = r.seed_id
       ${where} order by b.id desc limit ${RECORD_PAGE_SIZE} offset $5`,
    [...params, (range.pageNo - 1) * RECORD_PAGE_SIZE],
  );
  // sports and cockfight bets keep their details in their own tables (docs/decisions/0073)
  const recordIds = rows.map((r) => Number(r.id));
  const [sports, cockfight] = await Promise.all([sportsRecordDetails(db, recordIds), cockfightRecordDetails(db, recordIds)]);
  const totalCount = Number(totals!.n);
  const bet = Number(totals!.bet) / 100;
  return {
    list: rows.map((r) => ({
      id: Number(r.id), gameName: r.name ?? '—', gameType: r.game_type ?? '', vendor: r.vendor ?? '', bet: Number(r.bet) / 100,
      // Every demo-slot bet counts in full (no void or half-settled bets exist here).
      validBet: Number(r.bet) / 100, winLoss: (Number(r.win) - Number(r.bet)) / 100, createdAt: new Date(r.created_at).getTime(),
      round: roundOf(r) ?? sports.get(Number(r.id)) ?? cockfight.get(Number(r.id)) ?? null,
    })),
    pageNum: range.pageNo,
    totalPages: pages(totalCount),
    totalCount,
    totals: { bet, validBet: bet, winLoss: (Number(totals!.win) - Number(totals!.bet)) / 100 },
  };
}
