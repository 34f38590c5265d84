#!/usr/bin/env node
// Runs the server (API) suite again against the PostgreSQL server named by TEST_DATABASE_URL.
// Without it there is nothing to run; say so plainly rather than pretend.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
  console.log('Set it (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it on PostgreSQL too.');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
