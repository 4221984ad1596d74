/**
 * Reads a V8 CPU profile (`node --cpu-prof`) for a time window of the bench: what the server spent
 * per request by package, on each function by itself (self), and on each of the app's own
 * functions with what it called (total: loaders, services, components). Sample times are
 * V8's monotonic clock in µs, the same one `process.hrtime` reads in the bench's own process.
 */

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};

export type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** A measured stretch: monotonic µs, and the requests sent in it (a page's rounds are several). */
export type CpuWindow = { startUs: number; endUs: number; requests: number };

/** Not work of the process: waiting for I/O. */
const IDLE = '(idle)';

/** file:///…/node_modules/react-dom/cjs/x.js → react-dom/cjs/x.js; build/server/index.js as is. */
function shortUrl(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  const build = url.indexOf('/build/');
  if (build >= 0) return url.slice(build + 1);
  return url.replace(/^file:\/\//, '');
}

/** Where a function comes from: its package, node's own modules, the app bundle, or V8 itself. */
function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url.startsWith('node:zlib') ? 'node:zlib' : 'node (internals)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules < 0) return 'app bundle (build/server)';
  const [scope = '', name = ''] = url.slice(modules + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? ` ${shortUrl(url)}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
}

/** Per request in the window: CPU sampled, then the top functions by self and by total time. */
export function summariseProfile(profile: CpuProfile, windows: CpuWindow[], top: number): string {
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  const inWindow = (time: number) => windows.some((w) => time >= w.startUs && time <= w.endUs);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const areas = new Map<string, number>();
  let busyUs = 0;
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    // A sample's delta is the time since the previous one: the time it stands for.
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (!inWindow(time)) continue;
    const node = byId.get(profile.samples[i] ?? -1);
    if (!node || node.callFrame.functionName === IDLE) continue;
    busyUs += delta;
    const name = nameOf(node);
    self.set(name, (self.get(name) ?? 0) + delta);
    const area = areaOf(node);
    areas.set(area, (areas.get(area) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = node.id; at !== undefined; at = parent.get(at)) {
      const ancestor = byId.get(at);
      if (!ancestor) break;
      if (!ancestor.callFrame.url.includes('/build/')) continue; // the app's own functions only
      const key = nameOf(ancestor);
      if (seen.has(key)) continue; // recursion counts once
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + delta);
    }
  }
  const perRequest = (us: number) => (us / 1000 / requests).toFixed(3).padStart(7);
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `    ${perRequest(us)} ms  ${name}`)
      .join('\n');
  return [
    `  sampled CPU ${perRequest(busyUs).trim()} ms per request`,
    `  self time by where the code comes from:\n${list(areas)}`,
    `  self time per request:\n${list(self)}`,
    `  the app's functions, total time per request (with callees):\n${list(total)}`,
  ].join('\n');
}
