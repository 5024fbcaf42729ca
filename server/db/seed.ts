import { FLAG_GROUPS, FLAGS_OFF_BY_DEFAULT } from '../../src/config/flags';
import { seedDemoAccounts } from '../accounts/demo-accounts';
import { seedAgentTeam } from '../agent/seed';
import { settingsChanged } from '../settings/cache';
import type { Db } from './db';
import {
  DEMO_COUNTRIES,
  DEMO_CUSTOMER_SERVICE,
  DEMO_DOMAIN_ROUTES,
  DEMO_MERCHANT,
  DEMO_REGISTER_FIELDS,
  DEMO_RESOURCES,
} from './seed-data/demo-merchant';
import { seedGames } from './seed-data/games-seed';
import { seedFastLottery } from './seed-data/lottery-seed';
import { seedSports } from './seed-data/sports-seed';
import { seedPromotions } from '../promotions/seed';
import { seedDepositAccounts } from '../wallet/seed-accounts';
import { HELP_EN } from './seed-data/help-en';
import { HELP_VI } from './seed-data/help-vi';

/**
 * Inserts rows, leaving existing ones alone: the seed runs on every start
 * and must never undo what an operator changed (a flag switched off, a
 * maintenance window), yet must add rows new releases bring (a new flag).
 */
async function insertMissing(tx: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const marks = row.map((value) => {
      params.push(value);
      return `$${params.length}`;
    });
    return `(${marks.join(', ')})`;
  });
  await tx.query(
    `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} on conflict do nothing`,
    params,
  );
}

/** Parent nodes first (null parent), then every flag under its group. */
function whitelabelRows(merchantCode: string): unknown[][] {
  const rows: unknown[][] = [];
  Object.entries(FLAG_GROUPS).forEach(([group, flags], groupIndex) => {
    rows.push([merchantCode, group, null, true, groupIndex]);
    flags.forEach((flag, index) => {
      rows.push([merchantCode, flag, group, !FLAGS_OFF_BY_DEFAULT.includes(flag), index]);
    });
  });
  return rows;
}

/** Seeds the demo content under `merchantCode`. Idempotent. */
export async function seedDemo(db: Db, merchantCode = 'DEMO'): Promise<void> {
  const m = DEMO_MERCHANT;
  await db.transaction(async (tx) => {
    await insertMissing(
      tx,
      'merchants',
      ['code', 'name', 'main_domain', 'currency', 'currency_symbol', 'currency_position', 'country_code',
        'dialing_code', 'mobile_template', 'paths', 'image_cdns', 'launch_game_cdns'],
      [[merchantCode, m.name, m.mainDomain, m.currency, m.currencySymbol, m.currencyPosition, m.countryCode,
        m.dialingCode, JSON.stringify(m.mobileTemplate), JSON.stringify(m.paths), JSON.stringify(m.imageCDNs),
        JSON.stringify(m.launchGameCDNs)]],
    );
    await insertMissing(tx, 'whitelabel_modules', ['merchant_code', 'mod_id', 'parent_mod_id', 'enabled', 'sort_order'],
      whitelabelRows(merchantCode));
    await insertMissing(tx, 'customer_service', ['merchant_code', 'title', 'path', 'sort_order'],
      DEMO_CUSTOMER_SERVICE.map((cs, i) => [merchantCode, cs.title, cs.path, i]));
    await insertMissing(tx, 'resources', ['merchant_code', 'resource_type', 'url', 'sort_order'],
      DEMO_RESOURCES.map((r, i) => [merchantCode, r.resourceType, r.url, i]));
    await insertMissing(tx, 'domain_routes', ['merchant_code', 'url', 'sort_order'],
      DEMO_DOMAIN_ROUTES.map((url, i) => [merchantCode, url, i]));
    await insertMissing(tx, 'countries', ['merchant_code', 'code', 'name_vi', 'name_en', 'dialing_code', 'sort_order'],
      DEMO_COUNTRIES.map((c, i) => [merchantCode, c.code, c.nameVi, c.nameEn, c.dialingCode, i]));
    await insertMissing(tx, 'register_fields',
      ['merchant_code', 'field', 'enabled', 'required', 'min_length', 'max_length', 'pattern_id', 'accepted_pattern', 'sort_order'],
      DEMO_REGISTER_FIELDS.map((f, i) => [merchantCode, f.field, f.enabled, f.required, f.minLength, f.maxLength,
        f.patternId, f.acceptedPattern, i]));
    const help = [
      ...HELP_VI.map((h, i) => [merchantCode, 'VI', h.tag, h.title, h.content, i]),
      ...HELP_EN.map((h, i) => [merchantCode, 'EN', h.tag, h.title, h.content, i]),
    ];
    await insertMissing(tx, 'help_entries', ['merchant_code', 'language', 'tag', 'title', 'content', 'sort_order'], help);
  });
  await seedDemoAccounts(db, merchantCode);
  await seedGames(db, merchantCode);
  await seedFastLottery(db, merchantCode);
  await seedSports(db, merchantCode);
  await seedPromotions(db, merchantCode);
  await seedAgentTeam(db, merchantCode);
  await seedDepositAccounts(db, merchantCode);
  // A merchant seeded while serving (tests add one) is seen on the next request.
  await settingsChanged(db, { merchantCode });
}
