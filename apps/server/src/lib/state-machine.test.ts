import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { defineStateMachine, transitionCases } from './state-machine.ts';

type S = 'OPEN' | 'CONFIRMED' | 'CANCELLED';
type Item = { state: S };
const machine = defineStateMachine<S, 'confirm' | 'cancel', Item, 'host' | 'guest'>(
  ['OPEN', 'CONFIRMED', 'CANCELLED'],
  {
    confirm: { by: 'host', from: ['OPEN'], to: 'CONFIRMED' },
    cancel: { by: 'guest', from: ['OPEN', 'CONFIRMED'], to: 'CANCELLED' },
  },
);
const item = (state: S): Item => ({ state });

describe('state machine helper', () => {
  it.each(
    transitionCases(
      machine,
      { confirm: { OPEN: 'CONFIRMED' }, cancel: { OPEN: 'CANCELLED', CONFIRMED: 'CANCELLED' } },
      item,
    ),
  )('$name', ({ expected, actual }) => {
    expect(actual()).toBe(expected);
  });

  it('refuses a transition the table lacks with a 409 naming the state', () => {
    expect(() => machine.require('confirm', item('CANCELLED'), 'request')).toThrow(AppError);
    try {
      machine.require('confirm', item('CANCELLED'), 'request');
    } catch (e) {
      expect((e as AppError).status).toBe(409);
      expect((e as AppError).message).toBe('A request in state CANCELLED cannot be confirmed');
    }
    expect(machine.require('confirm', item('OPEN'))).toBe('CONFIRMED');
  });

  it('lists the actions an actor may take from a state', () => {
    expect(machine.actions(item('OPEN'), 'host')).toEqual(['confirm']);
    expect(machine.actions(item('OPEN'), 'guest')).toEqual(['cancel']);
    expect(machine.actions(item('CANCELLED'), 'guest')).toEqual([]);
  });

  it('refuses a table naming an unknown state', () => {
    expect(() =>
      defineStateMachine<S, 'x', Item, 'host'>(['OPEN'], {
        x: { by: 'host', from: ['CONFIRMED'], to: 'OPEN' },
      }),
    ).toThrow(/unknown state CONFIRMED/);
  });

  it('refuses an expected table that misses one of the machine actions', () => {
    expect(() => transitionCases(machine, { confirm: {} } as never, item)).toThrow(/covers \[confirm\]/);
  });
});
