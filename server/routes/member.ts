import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS, type MemberInfoValue, memberInfoValueSchema } from '../../contract/auth';
import { ok } from '../../contract/envelope';
import { MEMBER_PATHS, rankProgressValueSchema } from '../../contract/member';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { requireMember } from '../accounts/current-member';
import { memberRank } from '../accounts/vip-ranks';
import { registerMemberEventRoutes } from './member-events';

interface InfoRow {
  id: string | number;
  username: string;
  type: number;
  nickname: string | null;
  vip_label: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
}

/** The logged-in member's own profile and VIP rank progress. */
export function registerMemberRoutes(app: FastifyInstance, context: AppContext): void {
  registerMemberEventRoutes(app, context);
  defineRoute(app, {
    method: 'GET', url: AUTH_PATHS.memberInfo, reply: memberInfoValueSchema,
    handler: async ({ request }) => {
      const member = await requireMember(context, request);
      const [row] = await context.db.query<InfoRow>(
        `select id, username, type, nickname, vip_label, country_dialing_code, mobile_num, email
         from members where id = $1`,
        [member.id],
      );
      if (!row) throw new Error('member vanished between two reads');
      // an operator-set label wins; otherwise the rank the member's bets earned
      const labelName = row.vip_label ?? (await memberRank(context.db, Number(row.id))).current?.labelName ?? null;
      const value: MemberInfoValue = {
        id: Number(row.id),
        nickname: row.nickname,
        account: row.username,
        userName: row.username,
        type: row.type,
        clubLabel: labelName ? { labelName } : null,
        mobileNum: row.mobile_num,
        email: row.email,
      };
      return ok(value);
    },
  });

  defineRoute(app, {
    method: 'GET', url: MEMBER_PATHS.rankProgress, reply: rankProgressValueSchema,
    handler: async ({ request }) => {
      const member = await requireMember(context, request);
      return ok((await memberRank(context.db, member.id)).progress);
    },
  });
}
