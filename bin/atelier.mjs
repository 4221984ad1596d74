#!/usr/bin/env node
// Runs the built server bundle, building it first when it is missing or older than
// the sources, so `npm start` on a fresh clone just works.
import { bundle, ensureBuilt } from './ensure-build.mjs';

ensureBuilt();
const { main } = await import(bundle);
// Arguments after the command go through (npm run db:seed -- --scale 5000).
await main(process.argv[2], process.argv.slice(3));
