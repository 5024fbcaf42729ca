import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS, type MemberInfoValue } from '../../src/api/contract/auth';
import { ok } from '../../src/api/contract/envelope';
import type { AppContext } from '../app-context';
import { requireMember } from '../accounts/current-member';

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

/** The logged-in member's own profile. */
export function registerMemberRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(AUTH_PATHS.memberInfo, async (request) => {
    const member = await requireMember(context, request);
    const [row] = await context.db.query<InfoRow>(
      `select id, username, type, nickname, vip_label, country_dialing_code, mobile_num, email
         from members where id = $1`,
      [member.id],
    );
    if (!row) throw new Error('member vanished between two reads');
    const value: MemberInfoValue = {
      id: Number(row.id),
      nickname: row.nickname,
      account: row.username,
      userName: row.username,
      type: row.type,
      clubLabel: row.vip_label ? { labelName: row.vip_label } : null,
      mobileNum: row.mobile_num,
      email: row.email,
    };
    return ok(value);
  });
}
