// Plain-text tables for the terminal, and the budget checks every part records.

export function printTable(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(cells[0]));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/**
 * One figure compared with its budget. `atMost` budgets pass when value <= limit, `atLeast`
 * when value >= limit.
 */
export function check({ part, subject, metric, value, limit, kind, format = String }) {
  const pass = kind === 'atMost' ? value <= limit : value >= limit;
  return { part, subject, metric, value, limit, kind, pass, shown: format(value), budget: `${kind === 'atMost' ? '≤' : '≥'} ${format(limit)}` };
}

export function printChecks(checks) {
  printTable(
    'Budgets',
    ['part', 'subject', 'metric', 'measured', 'budget', 'result'],
    checks.map((c) => [c.part, c.subject, c.metric, c.shown, c.budget, c.pass ? 'PASS' : 'FAIL']),
  );
}
