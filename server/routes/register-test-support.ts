import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import type { AppContext } from '../app-context';
import { DEMO_REGISTER_FIELDS } from '../db/seed-data/demo-merchant';
import { requestMerchantCode } from '../http/request-context';
import { parseInput } from '../http/validate';
import { settingsChanged } from '../settings/cache';
import { loadRegisterSettings } from '../settings/register';

const fieldRule = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 100),
  patternId: v.optional(v.string(), ''),
  acceptedPattern: v.optional(v.string(), '*'),
});
const body = v.union([
  v.object({ reset: v.literal(true) }),
  v.object({ fields: v.record(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/)), fieldRule) }),
]);

/**
 * Test mode only: the operator's registration field settings, so an e2e run
 * can switch fields on (PUT {fields: {email: {enabled, required, …}}}) and
 * put the demo settings back (PUT {reset: true}). value: the settings now.
 */
export function registerRegisterFieldTestRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  app.put('/__test/register-fields', async (request) => {
    const input = parseInput(body, request.body);
    const merchantCode = requestMerchantCode(request, context.config.merchantCode);
    await db.transaction(async (tx) => {
      if ('reset' in input) {
        await tx.query('delete from register_fields where merchant_code = $1', [merchantCode]);
        for (const [index, f] of DEMO_REGISTER_FIELDS.entries()) {
          await tx.query(
            `insert into register_fields (merchant_code, field, enabled, required, min_length, max_length, pattern_id, accepted_pattern, sort_order)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [merchantCode, f.field, f.enabled, f.required, f.minLength, f.maxLength, f.patternId, f.acceptedPattern, index],
          );
        }
        return;
      }
      for (const [field, f] of Object.entries(input.fields)) {
        await tx.query(
          `insert into register_fields (merchant_code, field, enabled, required, min_length, max_length, pattern_id, accepted_pattern, sort_order)
           values ($1, $2, $3, $4, $5, $6, $7, $8, 100)
           on conflict (merchant_code, field) do update set enabled = excluded.enabled, required = excluded.required,
             min_length = excluded.min_length, max_length = excluded.max_length,
             pattern_id = excluded.pattern_id, accepted_pattern = excluded.accepted_pattern`,
          [merchantCode, field, f.enabled, f.required, f.minLength, f.maxLength, f.patternId, f.acceptedPattern],
        );
      }
    });
    await settingsChanged(db, { merchantCode });
    return ok(await loadRegisterSettings(db, merchantCode));
  });

  /** value: the stored registration profile of a member (checks that every field was kept). */
  app.get('/__test/member-profile', async (request) => {
    const { username } = parseInput(v.looseObject({ username: v.pipe(v.string(), v.minLength(1)) }), request.query);
    const merchantCode = requestMerchantCode(request, context.config.merchantCode);
    const rows = await db.query<Record<string, unknown>>(
      `select nickname, email, to_char(birthday, 'YYYY-MM-DD') as birthday, mobile_num, affiliate_code, payee_name, id_number,
              qq_num, facebook, wechat, line, whatsapp, zalo, recommender_id, payment_password_hash is not null as has_payment_password
         from members where merchant_code = $1 and username = $2`,
      [merchantCode, username.toLowerCase()],
    );
    return ok(rows[0] ?? null);
  });
}
