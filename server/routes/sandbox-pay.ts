import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ERROR_CODES } from '../../contract/error-codes';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { SANDBOX_PAGE_HEADERS, sandboxPayPage } from '../payments/sandbox/page';
import { decideSandboxSession, SANDBOX_PAY_PATH, sandboxSession, type SandboxSession } from '../payments/sandbox/sandbox-provider';
import { paymentsConfig } from '../payments/provider';
import { findMerchant } from '../settings/merchant';

const params = v.object({ ref: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}$/)) });
const pageQuery = v.looseObject({ lang: v.optional(v.string()) });
const decision = v.looseObject({ action: v.picklist(['confirm', 'cancel']) });

// An address the sandbox never gave out: the server's 404 in the envelope, as any unknown resource.
const unknownSession = () => new WpsError(ERROR_CODES.notFound, 'notFound', 404);

const languageOf = (query: unknown) => (parseInput(pageQuery, query).lang?.toLowerCase() === 'en' ? 'en' : 'vi');

/**
 * The sandbox provider's hosted pay page (docs/decisions/0071): GET shows
 * the payment (or its outcome), POST confirms or cancels it, then the
 * outcome is shown with the way back to the app (a redirect after the post,
 * so a reload does not post again). HTML, not the JSON envelope: plain
 * routes (server/http/route.test.ts lists them). Absent unless the sandbox
 * is the configured provider.
 */
export function registerSandboxPayRoutes(app: FastifyInstance, context: AppContext): void {
  if (paymentsConfig(context.config).provider !== 'sandbox') return;
  const { db } = context;

  async function render(session: SandboxSession, lang: 'vi' | 'en'): Promise<string> {
    const merchant = await findMerchant(db, session.merchantCode);
    return sandboxPayPage({
      session, lang, merchantName: merchant?.name ?? '',
      symbol: merchant ? { currencySymbol: merchant.currencySymbol, currencyPosition: merchant.currencyPosition } : null,
    });
  }

  void app.register(async (scope) => {
    // The page's form posts url-encoded fields; only this scope reads them.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : '')));
    });

    scope.get(`${SANDBOX_PAY_PATH}/:ref`, async (request, reply) => {
      const { ref } = parseInput(params, request.params);
      const session = await sandboxSession(db, ref);
      if (!session) throw unknownSession();
      return reply.headers(SANDBOX_PAGE_HEADERS).send(await render(session, languageOf(request.query)));
    });

    scope.post(`${SANDBOX_PAY_PATH}/:ref`, async (request, reply) => {
      const { ref } = parseInput(params, request.params);
      const { action } = parseInput(decision, request.body);
      const lang = languageOf(request.query);
      const session = await decideSandboxSession(db, ref, action);
      if (!session) throw unknownSession();
      return reply.code(303).header('Cache-Control', 'no-store').redirect(`${SANDBOX_PAY_PATH}/${encodeURIComponent(ref)}?lang=${lang}`, 303);
    });
  });
}
