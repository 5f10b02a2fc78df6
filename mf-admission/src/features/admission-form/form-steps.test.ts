import { object, string } from 'yup';
import { blockingStep, initialSteps, stepsReducer, toFormikErrors, validateFields } from './form-steps';

describe('the step machine', () => {
  it('starts at a step with the ones before it passed', () => {
    expect(initialSteps(1)).toEqual({ step: 1, passed: [] });
    expect(initialSteps(3)).toEqual({ step: 3, passed: [1, 2] });
  });

  it('moves forward across steps without errors, passing them', () => {
    expect(stepsReducer(initialSteps(1), { type: 'go', target: 2, errors: {} })).toEqual({ step: 2, passed: [1] });
    expect(stepsReducer(initialSteps(1), { type: 'go', target: 4, errors: {} })).toEqual({
      step: 4,
      passed: [1, 2, 3],
    });
  });

  it('stops at the first step with errors on the way', () => {
    const state = initialSteps(1);
    const errors = { 2: ['dob'], 3: ['high_school_year'] };
    expect(blockingStep(state, 5, errors)).toBe(2);
    expect(stepsReducer(state, { type: 'go', target: 5, errors })).toEqual({ step: 2, passed: [1] });
    expect(stepsReducer(state, { type: 'go', target: 2, errors: { 1: ['father_name'] } })).toEqual(state);
    expect(blockingStep(state, 2, { 1: ['father_name'] })).toBe(1);
  });

  it('always moves back, passing the open step only when it has no errors', () => {
    const at3 = { step: 3, passed: [1, 2] };
    expect(stepsReducer(at3, { type: 'go', target: 1, errors: {} })).toEqual({ step: 1, passed: [1, 2, 3] });
    expect(stepsReducer(at3, { type: 'go', target: 1, errors: { 3: ['x'] } })).toEqual({ step: 1, passed: [1, 2] });
  });

  it('opens a step that needs attention without passing anything', () => {
    expect(stepsReducer({ step: 6, passed: [1, 2, 3, 4, 5] }, { type: 'show', step: 1 })).toEqual({
      step: 1,
      passed: [1, 2, 3, 4, 5],
    });
  });
});

describe('validating one step', () => {
  const schema = object({
    name: string().required('Name is required'),
    intermediate: object({ subject: string().required('Subject is required') }),
    later: string().required('Later is required'),
  });

  it('checks only the fields asked for, nested ones included', async () => {
    const messages = await validateFields(schema, { name: '', intermediate: { subject: '' }, later: '' }, [
      'name',
      'intermediate.subject',
      'not_in_schema',
    ]);
    expect(messages).toEqual({ name: 'Name is required', 'intermediate.subject': 'Subject is required' });
    expect(toFormikErrors(messages)).toEqual({
      name: 'Name is required',
      intermediate: { subject: 'Subject is required' },
    });
  });
});
