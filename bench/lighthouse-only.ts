import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseTarget } from '~/server/config';
import { connect } from '~/server/db/connect';
import { runLighthouse } from './lighthouse';
import { lighthouseComparisonTable } from './report';
import { type SeededServer, startSeeded, stopSeeded } from './seeded-server';
import { benchTargets } from './targets';

/**
 * `npm run bench -- --only lighthouse [--runs 3] [--against DIR]`: Lighthouse alone, without the
 * load scenarios, on home, class, lesson and checkout; with --against, another built checkout
 * (`git archive <commit> | tar -x -C /tmp/before`, node_modules linked, built) takes turns with
 * this one page by page, so before and after share the machine's load. Medians per page and
 * build; every report kept in bench/results/lighthouse/ (not committed), the rows in
 * bench/results/lighthouse.json.
 */
export async function lighthouseOnly(
  root: string,
  options: { runs: number; against?: string; commit: string | null },
): Promise<void> {
  const servers: SeededServer[] = [];
  try {
    const loadAtStart = os.loadavg();
    const now = await startSeeded(root, servers);
    const before = options.against ? await startSeeded(path.resolve(options.against), servers) : null;
    const local = connect(databaseTarget(now.db.url));
    const targets = await benchTargets(local).finally(() => local.destroy());
    const paths = ['/', targets.course, targets.lesson, '/checkout'];
    console.log(
      `Lighthouse (mobile) x ${options.runs} on ${paths.join(', ')}${before ? `, this build and ${options.against} in turns` : ''}; load average ${fmtLoad(loadAtStart)}`,
    );
    const reportDir = path.join(root, 'bench/results/lighthouse');
    const rows = await runLighthouse(
      [
        { label: 'now', baseUrl: now.server.baseUrl },
        ...(before ? [{ label: 'before', baseUrl: before.server.baseUrl }] : []),
      ],
      paths,
      { runs: options.runs, reportDir },
    );
    const loadAtEnd = os.loadavg();
    console.log(`\n${lighthouseComparisonTable(rows)}\n\nload average at the end ${fmtLoad(loadAtEnd)}`);
    const out = path.join(root, 'bench/results/lighthouse.json');
    fs.writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), commit: options.commit, against: options.against ?? null, loadAtStart, loadAtEnd, rows }, null, 2)}\n`,
    );
    console.log(`wrote ${path.relative(root, out)}; full reports in ${path.relative(root, reportDir)}/`);
  } finally {
    await stopSeeded(servers);
  }
}

const fmtLoad = (load: number[]) => load.map((n) => n.toFixed(2)).join(' ');
