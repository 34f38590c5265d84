import type { FlowContext, FlowStep, StepGroup, StepName } from './steps.ts';
import type { FlowVariant } from './variants.ts';

/** Steps the host sees: onboarding-only steps vanish once onboarding is finished. */
export function visibleSteps(variant: FlowVariant, ctx: FlowContext): FlowStep[] {
  return variant.steps.filter((s) => (!s.onboardingOnly || !ctx.onboardingFinished) && s.visible(ctx));
}

export interface Progress {
  completedWeight: number;
  totalWeight: number;
  /** 0–100, rounded */
  percent: number;
}

/** Completed weight over visible weight (000 section 2); completed steps not shown do not count. */
export function progressOf(steps: readonly FlowStep[], completed: readonly string[]): Progress {
  const done = new Set(completed);
  let completedWeight = 0;
  let totalWeight = 0;
  for (const s of steps) {
    totalWeight += s.weight;
    if (done.has(s.name)) completedWeight += s.weight;
  }
  const percent = totalWeight === 0 ? 0 : Math.round((completedWeight / totalWeight) * 100);
  return { completedWeight, totalWeight, percent };
}

/**
 * The step after the last completed one (000 section 2); the first step when nothing is done; the last
 * step when none follows. A step done ahead of progress (address, beds) does not move the point on,
 * and a completed step right after it is passed over, so no earlier step becomes unreachable.
 */
export function continueStep(steps: readonly FlowStep[], completed: readonly string[]): StepName {
  const done = new Set(completed);
  let lastDone = -1;
  steps.forEach((s, i) => {
    if (done.has(s.name) && !s.reachableAhead) lastDone = i;
  });
  const last = steps[steps.length - 1];
  if (!last) throw new Error('A flow has at least one step');
  const next = steps.slice(lastDone + 1).find((s) => !done.has(s.name));
  return (next ?? last).name;
}

/**
 * Completed, the continue step, a step before it (one passed over while it was hidden, such as the
 * regional step before the country was known, still has data to give), or one reachable ahead.
 */
export function isReachable(steps: readonly FlowStep[], completed: readonly string[], name: string): boolean {
  const index = steps.findIndex((s) => s.name === name);
  const target = steps[index];
  if (!target) return false;
  const continueAt = steps.findIndex((s) => s.name === continueStep(steps, completed));
  return completed.includes(name) || target.reachableAhead || index <= continueAt;
}

export function nextStep(steps: readonly FlowStep[], name: StepName): StepName | null {
  const i = steps.findIndex((s) => s.name === name);
  return i >= 0 ? (steps[i + 1]?.name ?? null) : null;
}

export function previousStep(steps: readonly FlowStep[], name: StepName): StepName | null {
  const i = steps.findIndex((s) => s.name === name);
  return i > 0 ? (steps[i - 1]?.name ?? null) : null;
}

export interface StepGroupView {
  group: StepGroup;
  steps: FlowStep[];
}

/** Visible steps by group, in flow order, for the stepper. */
export function groupSteps(steps: readonly FlowStep[]): StepGroupView[] {
  const groups: StepGroupView[] = [];
  for (const s of steps) {
    const current = groups[groups.length - 1];
    if (current?.group === s.group) current.steps.push(s);
    else groups.push({ group: s.group, steps: [s] });
  }
  return groups;
}

/** The progress list after saving `name`: added once, order of completion kept. */
export const withCompleted = (completed: readonly string[], name: string): string[] =>
  completed.includes(name) ? [...completed] : [...completed, name];
