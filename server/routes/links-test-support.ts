import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import type { AppContext } from '../app-context';
import { requestMerchantCode } from '../http/request-context';
import { parseInput } from '../http/validate';
import { settingsChanged } from '../settings/cache';

const body = v.object({
  resourceType: v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/)),
  // Deliberately any text: the test stores what an operator's bad data holds (javascript:…).
  url: v.nullable(v.pipe(v.string(), v.maxLength(2048))),
});

/**
 * Test mode only: writes one resources row straight into the database, as
 * old or hand-edited settings data would be, so an e2e run can check that a
 * javascript: contact never becomes a link. url null deletes the row.
 */
export function registerLinkTestRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.put('/__test/resource', async (request) => {
    const input = parseInput(body, request.body);
    const merchant = requestMerchantCode(request, config.merchantCode);
    if (input.url === null) {
      await db.query('delete from resources where merchant_code = $1 and resource_type = $2', [merchant, input.resourceType]);
    } else {
      // An existing row keeps its place in the list: other tests see the seeded order after a restore.
      await db.query(
        `insert into resources (merchant_code, resource_type, url, sort_order) values ($1, $2, $3, 99)
         on conflict (merchant_code, resource_type) do update set url = excluded.url`,
        [merchant, input.resourceType, input.url],
      );
    }
    await settingsChanged(db, { merchantCode: merchant });
    return ok(null);
  });
}
