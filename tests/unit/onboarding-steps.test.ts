import { describe, expect, test } from 'vitest';
import {
  displayStatuses,
  drawerNavigates,
  editStart,
  isStepEditable,
  lastBeforeReview,
  nextStep,
  reactsToClick,
  stepAnsweringRejection,
  stepOpen,
  stepOrderTexts,
  usesMiniFlow,
  type StepState,
} from '../../src/domain/onboarding-steps';

const step = (type: string, isComplete: boolean, editable = true): StepState => ({ type, isComplete, editable });

describe('display status', () => {
  test('not editable is disabled, editable complete is completed, first editable incomplete is inprogress, later ones pending', () => {
    const steps = [
      step('CreateLead', true),
      step('PanDetail', true, false),
      step('BusinessDetails', false),
      step('MultiStores', false, false),
      step('BankAccount', false),
      step('Products', true),
    ];
    expect(displayStatuses(steps)).toEqual(['completed', 'disabled', 'inprogress', 'disabled', 'pending', 'completed']);
  });
  test('with every step complete nothing is in progress', () => {
    expect(displayStatuses([step('CreateLead', true), step('PanDetail', true)])).toEqual(['completed', 'completed']);
  });
  test('with nothing editable every step is disabled', () => {
    expect(displayStatuses([step('CreateLead', false, false), step('PanDetail', false, false)])).toEqual(['disabled', 'disabled']);
  });
  test('only completed and inprogress react to a click', () => {
    expect(reactsToClick('completed')).toBe(true);
    expect(reactsToClick('inprogress')).toBe(true);
    expect(reactsToClick('pending')).toBe(false);
    expect(reactsToClick('disabled')).toBe(false);
  });
});

describe('navigation', () => {
  const steps = [step('CreateLead', true), step('PanDetail', false), step('BusinessDetails', false), step('ReviewDetails', false)];
  test('the next step is the one after the current step', () => {
    expect(nextStep(steps, 'PanDetail')).toEqual({ type: 'BusinessDetails' });
    expect(nextStep(steps, 'ReviewDetails')).toEqual({ type: undefined });
  });
  test('an unknown current step gives the first step and an error to log', () => {
    const next = nextStep(steps, 'Nope');
    expect(next.type).toBe('CreateLead');
    expect(next.error).toContain('Nope');
  });
  test('edit start is the first editable step, PanDetail when none is', () => {
    expect(editStart([step('CreateLead', true, false), step('PanDetail', false, false), step('BankAccount', false)])).toBe('BankAccount');
    expect(editStart([step('CreateLead', true, false)])).toBe('PanDetail');
    expect(editStart([])).toBe('PanDetail');
  });
  test('the last step before review is the second-to-last, PanDetail when absent', () => {
    expect(lastBeforeReview(steps)).toBe('BusinessDetails');
    expect(lastBeforeReview([step('ReviewDetails', false)])).toBe('PanDetail');
  });
});

describe('drawer clicks', () => {
  test('without a stored opportunity id only CreateLead and PanDetail navigate', () => {
    expect(drawerNavigates(step('CreateLead', true), 'completed', false)).toBe(true);
    expect(drawerNavigates(step('PanDetail', false), 'inprogress', false)).toBe(true);
    expect(drawerNavigates(step('BusinessDetails', true), 'completed', false)).toBe(false);
  });
  test('with a stored opportunity id only editable steps navigate', () => {
    expect(drawerNavigates(step('BusinessDetails', true), 'completed', true)).toBe(true);
    expect(drawerNavigates(step('BusinessDetails', true, false), 'completed', true)).toBe(false);
  });
  test('pending and disabled steps never navigate', () => {
    expect(drawerNavigates(step('PanDetail', false), 'pending', false)).toBe(false);
    expect(drawerNavigates(step('BankAccount', false), 'pending', true)).toBe(false);
  });
});

describe('editability by opportunity status', () => {
  test('a lead without an opportunity edits every step', () => {
    expect(isStepEditable('BankAccount', null)).toBe(true);
  });
  test.each(['PRICING_REJECTED', 'PO_ACTIVATION_REJECTED', 'DEPLOYMENT_REJECTED', 'CSE_REJECTED'])('%s leaves only the first steps', (status) => {
    expect(isStepEditable('CreateLead', { status, submitted: false })).toBe(true);
    expect(isStepEditable('PanDetail', { status, submitted: false })).toBe(true);
    expect(isStepEditable('BusinessDetails', { status, submitted: false })).toBe(false);
  });
  test('a rejected PO activation is rectified on the purchase order, which stays editable', () => {
    expect(isStepEditable('PurchaseOrder', { status: 'PO_ACTIVATION_REJECTED', submitted: false })).toBe(true);
    expect(isStepEditable('PurchaseOrder', { status: 'PRICING_REJECTED', submitted: false })).toBe(false);
  });
  test('submitted for review: nothing is editable', () => {
    expect(isStepEditable('CreateLead', { status: 'INITIATED', submitted: true })).toBe(false);
    expect(isStepEditable('PanDetail', { status: 'DEPLOYMENT_REQUESTED', submitted: false })).toBe(false);
  });
  test('an initiated opportunity edits every step', () => {
    expect(isStepEditable('NachMandate', { status: 'INITIATED', submitted: false })).toBe(true);
  });
});

test('a rejected pricing is answered on Pricing, a rejected PO activation on the purchase order, other statuses nowhere', () => {
  expect(stepAnsweringRejection('PRICING_REJECTED')).toBe('PricingPlan');
  expect(stepAnsweringRejection('PO_ACTIVATION_REJECTED')).toBe('PurchaseOrder');
  for (const status of ['DEPLOYMENT_REJECTED', 'INITIATED', 'constructor', 'toString']) expect(stepAnsweringRejection(status), status).toBeUndefined();
});

test('partners and StandardMini owners take the mini flow', () => {
  expect(usesMiniFlow('SalesApp', true)).toBe(true);
  expect(usesMiniFlow('StandardMini', false)).toBe(true);
  expect(usesMiniFlow('SalesApp', false)).toBe(false);
});

describe('the step order a save is held to', () => {
  test('only a pending step is not open yet: a completed or in-progress one is, and a disabled one is locked rather than waiting', () => {
    expect(stepOpen('pending')).toBe(false);
    expect(stepOpen('inprogress')).toBe(true);
    expect(stepOpen('completed')).toBe(true);
    expect(stepOpen('disabled')).toBe(true);
  });
  test('a skipped skippable step counts as complete: the step after it is in progress, not pending', () => {
    const steps = [step('BusinessDetails', true), step('MultiStores', true), step('BankAccount', false), step('Products', false)];
    expect(displayStatuses(steps).map(stepOpen)).toEqual([true, true, true, false]);
  });
  test('the texts name the step in progress', () => {
    expect(stepOrderTexts.refused).toBe('Please complete the earlier steps first.');
    expect(stepOrderTexts.notice('Bank account')).toBe('This step opens once the steps before it are complete. Bank account is in progress.');
    expect(stepOrderTexts.goTo('Bank account')).toBe('Go to Bank account');
  });
});
