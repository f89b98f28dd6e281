import { closureUndoMessages, closureUndoProblem, type Closure } from '../../../domain/closure-undo';
import type { AgentIdentity } from '../../context';
import { appError } from '../../errors';

/** Refuses (CLOSURE_UNDO_REFUSED, with the reason) a reopening the closure rules do not allow. */
export function requireUndoable(closure: Closure, agent: AgentIdentity, now: Date, field = 'input.id'): void {
  const problem = closureUndoProblem(closure, agent.employeeId, now);
  if (problem) throw appError('CLOSURE_UNDO_REFUSED', { message: closureUndoMessages[problem], field });
}
