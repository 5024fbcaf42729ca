/**
 * The operator's switches on one game: listed in the lobby or not
 * (`enabled`), open to trial accounts or not (`support_play`,
 * docs/decisions/0094), playable in a mobile browser or not (`is_h5`,
 * docs/decisions/0093). The refresh that follows every changing command
 * (server/ops/run-command.ts) drops the lobby's kept lists here and on every
 * other instance.
 */
import { OpsError } from '../ops/commands';
import { defineSubcommand } from '../ops/subcommand';
import { terminalText } from '../ops/terminal-text';

const USAGE = ['game show NODE_ID', 'game set NODE_ID [--enabled on|off] [--free-play on|off] [--h5 on|off]'];
/** Option name → column; each takes on or off. */
const SWITCHES = { enabled: 'enabled', 'free-play': 'support_play', h5: 'is_h5' } as const;
type SwitchName = keyof typeof SWITCHES;

type GameCommand = { verb: 'show'; nodeId: string } | { verb: 'set'; nodeId: string; changes: Partial<Record<SwitchName, boolean>> };

interface GameRow {
  node_id: string;
  vendor_code: string;
  game_type: string;
  name_vi: string;
  enabled: boolean;
  support_play: boolean;
  is_h5: boolean;
}

const onOff = (value: boolean) => (value ? 'on' : 'off');

function describe(row: GameRow): string {
  return `game ${row.node_id}  ${row.vendor_code} ${row.game_type}  "${terminalText(row.name_vi, 60)}"  enabled ${onOff(row.enabled)}  free-play ${onOff(row.support_play)}  h5 ${onOff(row.is_h5)}`;
}

export const gameCommand = defineSubcommand<GameCommand>({
  name: 'game',
  usage: USAGE,
  parse(words, options) {
    const [verb, nodeId, extra] = words;
    if ((verb !== 'show' && verb !== 'set') || !nodeId || extra !== undefined) throw new OpsError(`usage: ${USAGE.join(' | ')}`);
    if (!/^\d{1,12}$/.test(nodeId)) throw new OpsError('give the game by its node id (the nodeId of the lobby lists)');
    const changes: Partial<Record<SwitchName, boolean>> = {};
    for (const [key, value] of Object.entries(options)) {
      if (!(key in SWITCHES)) throw new OpsError(`unknown option --${key} (${Object.keys(SWITCHES).map((k) => `--${k}`).join(', ')})`);
      if (value !== 'on' && value !== 'off') throw new OpsError(`--${key} takes on or off`);
      changes[key as SwitchName] = value === 'on';
    }
    if (verb === 'show') {
      if (Object.keys(changes).length > 0) throw new OpsError('game show takes no options');
      return { verb, nodeId };
    }
    if (Object.keys(changes).length === 0) throw new OpsError('game set needs at least one of --enabled, --free-play, --h5');
    return { verb, nodeId, changes };
  },
  async run({ db, merchantCode }, command) {
    if (command.verb === 'set') {
      const entries = Object.entries(command.changes) as [SwitchName, boolean][];
      // column names come from SWITCHES, never from the command line
      const assignments = entries.map(([name], index) => `${SWITCHES[name]} = $${index + 3}`).join(', ');
      await db.query(`update games set ${assignments} where merchant_code = $1 and node_id = $2`, [merchantCode, command.nodeId, ...entries.map(([, on]) => on)]);
    }
    const [row] = await db.query<GameRow>(
      'select node_id, vendor_code, game_type, name_vi, enabled, support_play, is_h5 from games where merchant_code = $1 and node_id = $2',
      [merchantCode, command.nodeId],
    );
    if (!row) throw new OpsError(`no game ${command.nodeId} for merchant ${merchantCode}`);
    return describe(row);
  },
});

export const GAME_SUBCOMMANDS = [gameCommand];
