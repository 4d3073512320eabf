/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { standaloneServerProblem } from '@/scripts/standalone-server.mjs';

// `npm run build` refuses to finish unless the server sits where `npm start` and docs/deploying.md look.
describe('standaloneServerProblem', () => {
  let standalone: string;
  beforeEach(() => {
    standalone = mkdtempSync(path.join(tmpdir(), 'standalone-'));
  });
  afterEach(() => rmSync(standalone, { recursive: true, force: true }));

  it('has none when server.js is at the top of .next/standalone', () => {
    writeFileSync(path.join(standalone, 'server.js'), '');
    expect(standaloneServerProblem(standalone)).toBeNull();
  });

  it('names where the server went when Next took a folder above the project for the workspace root', () => {
    const nested = path.join(standalone, 'tmp', 'checkout', 'site');
    mkdirSync(path.join(standalone, 'node_modules', 'x'), { recursive: true });
    writeFileSync(path.join(standalone, 'node_modules', 'x', 'server.js'), '');
    mkdirSync(nested, { recursive: true });
    writeFileSync(path.join(nested, 'server.js'), '');
    const problem = standaloneServerProblem(standalone);
    expect(problem).toContain(`${path.join(standalone, 'server.js')} is missing`);
    expect(problem).toContain(path.join(nested, 'server.js'));
    expect(problem).toContain('outputFileTracingRoot');
  });

  it('says so when there is no standalone server at all', () => {
    expect(standaloneServerProblem(path.join(standalone, 'absent'))).toMatch(/output: 'standalone'/);
  });
});
