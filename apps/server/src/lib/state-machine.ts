import { ERROR_CODES } from '@host-portal/contracts/errors';
import { AppError } from './app-error.ts';

/**
 * A state machine as one table of allowed transitions (DESIGN rule 3). Units use it today;
 * bookings, booking requests, inquiries, identity verification and subscriptions use the same
 * helper, and `transitionCases` (below) turns an expected table into one test per action and state.
 */
export interface Transition<S extends string, E, Actor extends string> {
  /** who may take it */
  by: Actor;
  from: readonly S[];
  /** the next state, fixed or decided from the entity (e.g. "approved before") */
  to: S | ((entity: E) => S);
}

export interface StateMachine<
  S extends string,
  A extends string,
  E extends { state: S },
  Actor extends string,
> {
  readonly states: readonly S[];
  readonly table: Readonly<Record<A, Transition<S, E, Actor>>>;
  /** the state `action` leads to, or null when the table does not allow it from the entity's state */
  next(action: A, entity: E): S | null;
  /** the next state, or a 409 problem naming the action and the state */
  require(action: A, entity: E, what?: string): S;
  /** the actions `actor` may take from the entity's state, in table order */
  actions(entity: E, actor: Actor): A[];
}

export function defineStateMachine<
  S extends string,
  A extends string,
  E extends { state: S },
  Actor extends string,
>(states: readonly S[], table: Record<A, Transition<S, E, Actor>>): StateMachine<S, A, E, Actor> {
  for (const [action, t] of Object.entries(table) as [A, Transition<S, E, Actor>][]) {
    for (const s of t.from) {
      if (!states.includes(s)) throw new Error(`transition ${action} starts from unknown state ${s}`);
    }
    if (typeof t.to === 'string' && !states.includes(t.to)) {
      throw new Error(`transition ${action} leads to unknown state ${t.to}`);
    }
  }
  const next = (action: A, entity: E): S | null => {
    const t = table[action];
    if (!t?.from.includes(entity.state)) return null;
    const to = typeof t.to === 'function' ? t.to(entity) : t.to;
    if (!states.includes(to)) throw new Error(`transition ${action} led to unknown state ${to}`);
    return to;
  };
  return {
    states,
    table,
    next,
    require(action, entity, what = 'item') {
      const to = next(action, entity);
      if (to === null) {
        throw new AppError(
          ERROR_CODES.conflict,
          `A ${what} in state ${entity.state} cannot be ${pastTense(action)}`,
        );
      }
      return to;
    },
    actions(entity, actor) {
      return (Object.keys(table) as A[]).filter((a) => table[a].by === actor && next(a, entity) !== null);
    },
  };
}

function pastTense(action: string) {
  if (action.endsWith('e')) return `${action}d`;
  return `${action}ed`;
}

/**
 * One case per (action, state) from a table of expected outcomes (a missing entry means refused),
 * for `it.each`. It throws when the expected table names an action the machine lacks or misses one it
 * has, so a new transition cannot go untested.
 */
export function transitionCases<S extends string, A extends string, E extends { state: S }>(
  machine: StateMachine<S, A, E, string>,
  expected: Record<A, Partial<Record<S, S>>>,
  entity: (state: S) => E,
): { name: string; action: A; state: S; expected: S | null; actual: () => S | null }[] {
  const machineActions = Object.keys(machine.table).sort();
  const expectedActions = Object.keys(expected).sort();
  if (machineActions.join() !== expectedActions.join()) {
    throw new Error(`expected table covers [${expectedActions}] but the machine has [${machineActions}]`);
  }
  return (machineActions as A[]).flatMap((action) =>
    machine.states.map((state) => {
      const want = expected[action][state] ?? null;
      return {
        name: `${action} from ${state} → ${want ?? 'refused'}`,
        action,
        state,
        expected: want,
        actual: () => machine.next(action, entity(state)),
      };
    }),
  );
}
