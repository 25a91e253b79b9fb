/**
 * How a machine's graph, as the machine is now, differs from the committed ledger
 * (docs/machines/walks.json), which lists the outcomes (ignored events included) a reviewed run walked: the outcomes it lists
 * that the graph no longer reaches, and those the graph reaches that it neither lists nor the
 * registry excludes.
 */
import { registered, type MachineId } from '../../../machines/index';
import { readLedger } from '../../../scripts/paths/ledger';
import { describeOutcome, modelOf, outcomeKey } from '../../../scripts/paths/model';

export function ledgerDrift(id: MachineId): { lost: string[]; unlisted: string[] } {
  const { outcomes, ignored } = modelOf(id);
  const reachable = new Map([...outcomes, ...ignored]);
  const listed = readLedger()[id]?.outcomes ?? [];
  const known = new Set([...listed, ...(registered(id).excludedOutcomes ?? [])].map(outcomeKey));
  return {
    lost: listed.filter((outcome) => !reachable.has(outcomeKey(outcome))).map(describeOutcome),
    unlisted: [...reachable.values()].filter((outcome) => !known.has(outcomeKey(outcome))).map(describeOutcome),
  };
}
