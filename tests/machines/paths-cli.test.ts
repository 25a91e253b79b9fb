/**
 * `npm run paths` as QA types it: the usage on --help, and a wrong machine, flag or format ends
 * in one line naming what exists, with exit code 2, never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parsePathsArgs, USAGE, UsageError } from '../../scripts/paths/cli';

describe('npm run paths: its arguments', () => {
  it('reads machines, a format and the fresh notes into a catalogue request', () => {
    expect(parsePathsArgs([])).toEqual({ kind: 'catalogue', machines: [], format: 'md', fresh: false });
    expect(parsePathsArgs(['login', '--format', 'json', 'signup', '--fresh'])).toEqual({ kind: 'catalogue', machines: ['login', 'signup'], format: 'json', fresh: true });
    expect(parsePathsArgs(['--requirements', '--format', 'json'])).toEqual({ kind: 'requirements', format: 'json', fresh: false });
    expect(parsePathsArgs(['--gate'])).toEqual({ kind: 'gate' });
    expect(parsePathsArgs(['login', '--format', 'csv'])).toEqual({ kind: 'catalogue', machines: ['login'], format: 'csv', fresh: false });
    expect(parsePathsArgs(['--format', 'junit'])).toEqual({ kind: 'catalogue', machines: [], format: 'junit', fresh: false });
    expect(parsePathsArgs(['--html', '--fresh'])).toEqual({ kind: 'html', fresh: true });
    expect(parsePathsArgs(['login', '--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['nope'], /^no machine named "nope" \(machines: accordion, .*stepUp\)$/],
    [['--format', 'xml'], /^--format takes md, json, csv or junit \(got "xml"\)$/],
    [['--format'], /^--format takes md, json, csv or junit$/],
    [['login', '--bogus'], /^unknown option "--bogus" \(options: --help, --gate, --requirements, --html, --fresh, --format\)$/],
    [['--requirements', '--format', 'csv'], /^--requirements prints md or json \(got "csv"\)$/],
    [['--html', 'login'], /^--html covers every machine: name none$/],
    [['--html', '--format', 'json'], /^--html writes a page: it takes no --format$/],
    [['--gate', 'login'], /^--gate takes no other argument$/],
    [['--requirements', 'login'], /^--requirements covers every machine: name none$/],
  ])('refuses %j, saying what exists', (args, message) => {
    expect(() => parsePathsArgs(args)).toThrow(UsageError);
    expect(() => parsePathsArgs(args)).toThrow(message);
  });

  it('the usage names every option and machine', () => {
    for (const text of ['--format md|json|csv|junit', '--html', 'reports/paths/index.html', '--fresh', '--requirements', '--gate', '--help', 'login', 'checkout']) expect(USAGE).toContain(text);
  });

  it('exits 2 with one line, no stack trace, on a machine that does not exist', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/paths.ts', 'nope'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^paths: no machine named "nope" \(machines: .*\); `npm run paths -- --help` shows the usage$/)]);
  }, 30_000);
});
