import { describe, expect, it } from 'vitest';
import { transitionCases } from '../../lib/state-machine.ts';
import {
  availableActions,
  nextState,
  sortInvalidFields,
  UNIT_MACHINE,
  type UnitAction,
  type UnitState,
} from './unit-transitions.ts';

const unit = (state: UnitState, approvedAt: Date | null = null, invalidFields: string[] = []) => ({
  state,
  approvedAt,
  invalidFields,
});

/** The expected outcome of every action from every state (null = refused). */
const EXPECTED: Record<UnitAction, Partial<Record<UnitState, UnitState>>> = {
  publish: { IN_PROGRESS: 'UNDER_REVIEW', REJECTED_BY_STAFF: 'UNDER_REVIEW', UNPUBLISHED: 'UNDER_REVIEW' },
  unpublish: { PUBLISHED: 'UNPUBLISHED', APPROVED: 'UNPUBLISHED' },
  delete: {
    IN_PROGRESS: 'DELETED',
    UNDER_REVIEW: 'DELETED',
    REJECTED_BY_STAFF: 'DELETED',
    PUBLISHED: 'DELETED',
    UNPUBLISHED: 'DELETED',
    APPROVED: 'DELETED',
  },
  approve: { UNDER_REVIEW: 'PUBLISHED' },
  reject: { UNDER_REVIEW: 'REJECTED_BY_STAFF' },
};

describe('unit transitions table', () => {
  it.each(transitionCases(UNIT_MACHINE, EXPECTED, (state) => unit(state)))(
    '$name',
    ({ expected, actual }) => {
      expect(actual()).toBe(expected);
    },
  );

  it('publish of an UNPUBLISHED unit approved before goes straight back to PUBLISHED', () => {
    expect(nextState('publish', unit('UNPUBLISHED', new Date()))).toBe('PUBLISHED');
    // approval only matters coming back from UNPUBLISHED
    expect(nextState('publish', unit('REJECTED_BY_STAFF', new Date()))).toBe('UNDER_REVIEW');
  });

  it('derives the host actions from the table', () => {
    expect(availableActions(unit('IN_PROGRESS'))).toEqual(['publish', 'delete']);
    expect(availableActions(unit('UNDER_REVIEW'))).toEqual(['delete']);
    expect(availableActions(unit('PUBLISHED'))).toEqual(['unpublish', 'delete']);
    expect(availableActions(unit('UNPUBLISHED'))).toEqual(['publish', 'delete']);
    expect(availableActions(unit('DELETED'))).toEqual([]);
  });

  it('offers no publish while registrationNumber is an invalid field', () => {
    expect(availableActions(unit('REJECTED_BY_STAFF', null, ['title', 'registrationNumber']))).toEqual([
      'delete',
    ]);
    expect(availableActions(unit('REJECTED_BY_STAFF', null, ['title']))).toEqual(['publish', 'delete']);
  });

  it('orders invalid fields registrationNumber, nationalIdentificationCode, then the rest as given', () => {
    expect(
      sortInvalidFields(['title', 'nationalIdentificationCode', 'photos', 'registrationNumber', 'title']),
    ).toEqual(['registrationNumber', 'nationalIdentificationCode', 'title', 'photos']);
  });
});
