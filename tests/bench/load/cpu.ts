/**
 * CPU time of the load bench's processes, read from /proc (Linux), so a
 * call's cost can be given per request: on a machine shared with others,
 * throughput moves with their load, CPU per request much less
 * (docs/decisions/0091, 0100). Elsewhere every reading is null.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticks: number | null = null;
function ticksPerSecond(): number {
  if (ticks === null) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** Fields of /proc/PID/stat after the command's closing parenthesis (field 3 on), or null. */
function statOf(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A process's own CPU milliseconds (user + system); with `children`, also its children that ended and were waited for. */
export function processCpuMs(pid: number, children = false): number | null {
  const stat = statOf(pid);
  if (!stat) return null;
  // utime, stime, cutime, cstime are fields 14–17 (indices 11–14 here).
  const [utime, stime, cutime, cstime] = stat.slice(11, 15).map(Number) as [number, number, number, number];
  return ((utime + stime + (children ? cutime + cstime : 0)) * 1000) / ticksPerSecond();
}

/** The parent of a process, or null. */
export function parentOf(pid: number): number | null {
  const stat = statOf(pid);
  return stat ? Number(stat[1]) : null;
}

/** A process and every child it has now, and those that ended: a PostgreSQL cluster from its postmaster. */
export function treeCpuMs(rootPid: number): number | null {
  let total = processCpuMs(rootPid, true);
  if (total === null) return null;
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || parentOf(pid) !== rootPid) continue;
    total += processCpuMs(pid) ?? 0;
  }
  return total;
}

/** The bench's own CPU milliseconds (the load generator runs in it). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
