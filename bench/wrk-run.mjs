// Runs wrk (a native load generator: autocannon, in Node, topped out near 1,850 req/s on 42 KB answers on
// this machine and was measuring itself) against a server and reads its report, while sampling the server's
// resident memory and both processes' CPU time from /proc.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const scriptFile = path.join(import.meta.dirname, 'wrk', 'requests.lua');
const ticksPerSecond = 100; // USER_HZ on Linux

/** Exits with the way to install wrk when it is missing. */
export function requireWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version prints its usage and exits 1; only a missing binary is a problem.
    if (error.code === 'ENOENT') {
      console.error('wrk is not installed: apt-get install wrk (Debian), then run the bench again.');
      process.exit(1);
    }
  }
}

const units = { us: 0.001, ms: 1, s: 1000 };
const millis = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  return value ? Number(value) * units[unit] : Number.NaN;
};

/** CPU seconds (user + system) the process has used so far, or undefined once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The process's resident memory now (VmRSS) or its peak so far (VmHWM), in MB. */
export function rssMegabytes(pid, field = 'VmRSS') {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the requests for requests.lua: one a line, kind, method, path, body and headers separated by tabs. */
export function writeRequests(requests) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logbook-wrk-')), 'requests.tsv');
  const lines = requests.map(({ kind = 'any', method = 'GET', path: route, body = '', headers = {} }) =>
    [kind, method, route, body, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join(
      '\t',
    ),
  );
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/**
 * One wrk run: `requestsFile` (from writeRequests) is cycled through in order, or, with `mix` (e.g.
 * "read=70,write=20,login=10"), each request's kind is drawn with those weights and the kind's requests cycled.
 * `serverPid` is sampled every 100 ms: peak RSS and its CPU share; wrk's own CPU share is reported too.
 */
export async function runWrk({ url, requestsFile, mix = '', connections, seconds, threads = 1, serverPid }) {
  // A 10 s timeout: a slow answer counts in the latencies instead of being dropped as a socket error (wrk's 2 s).
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-s',
    scriptFile,
    url,
  ];
  const child = spawn('wrk', [...args, '--', requestsFile, mix], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const serverCpuBefore = cpuSeconds(serverPid);
  const started = process.hrtime.bigint();
  let peakRss = 0;
  let wrkCpu = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMegabytes(serverPid) ?? 0);
    wrkCpu = cpuSeconds(child.pid) ?? wrkCpu;
  }, 100);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`wrk ${args.join(' ')} exited with ${code}:\n${output}`);
  const line = (pattern) => pattern.exec(output)?.[1];
  const result = {
    rps: Number(line(/Requests\/sec:\s+([\d.]+)/)),
    p50: millis(line(/^\s+50%\s+(\S+)/m) ?? ''),
    p99: millis(line(/^\s+99%\s+(\S+)/m) ?? ''),
    requests: Number(line(/(\d+) requests in/)),
    failed: Number(line(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    socketErrors: line(/Socket errors: (.*)/),
    serverCpu: ((cpuSeconds(serverPid) ?? 0) - (serverCpuBefore ?? 0)) / elapsed,
    wrkCpu: wrkCpu / elapsed,
    peakRss,
  };
  if (Number.isNaN(result.rps)) throw new Error(`unreadable wrk report:\n${output}`);
  return result;
}
