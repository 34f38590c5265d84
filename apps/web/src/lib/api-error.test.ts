import { describe, expect, it } from 'vitest';
import { normaliseErrorBody } from './api-error.ts';

describe('normaliseErrorBody', () => {
  it('reads the plain {message} shape', () => {
    const result = normaliseErrorBody({ message: 'Property is locked' }, 'corr-1');
    expect(result).toEqual({
      message: 'Property is locked',
      fieldErrors: {},
      code: null,
      correlationId: 'corr-1',
      recognised: true,
    });
  });

  it('maps errors[] with a field onto fields and takes the first field-less error as the message', () => {
    const result = normaliseErrorBody({
      errors: [
        { field: 'title', message: 'Title is too long', type: 'max' },
        { message: 'Listing is under review', type: 'state' },
        { field: 'title', message: 'second title error is ignored', type: 'x' },
        { message: 'second general message is ignored', type: 'y' },
      ],
    });
    expect(result.fieldErrors).toEqual({ title: 'Title is too long' });
    expect(result.message).toBe('Listing is under review');
    expect(result.recognised).toBe(true);
  });

  it('converts problem+json with invalidParams, code and correlation id', () => {
    const result = normaliseErrorBody({
      type: 'https://host-portal/problems/validation_failed',
      title: 'Validation failed',
      status: 400,
      detail: 'The request has 2 invalid fields',
      code: 'validation_failed',
      invalidParams: [
        { name: 'title', reason: 'Too short' },
        { name: 'location.city', reason: 'Required' },
      ],
      correlationId: 'abc-123',
    });
    expect(result).toEqual({
      message: 'The request has 2 invalid fields',
      fieldErrors: { title: 'Too short', 'location.city': 'Required' },
      code: 'validation_failed',
      correlationId: 'abc-123',
      recognised: true,
    });
  });

  it('falls back to the problem title when there is no detail', () => {
    const result = normaliseErrorBody({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      code: 'not_found',
    });
    expect(result.message).toBe('Not Found');
    expect(result.code).toBe('not_found');
  });

  it('prefers the x-correlation-id header over the body', () => {
    const result = normaliseErrorBody({ message: 'x', correlationId: 'body' }, 'header');
    expect(result.correlationId).toBe('header');
  });

  it('flags unknown bodies as unrecognised', () => {
    expect(normaliseErrorBody('<html>Bad gateway</html>').recognised).toBe(false);
    expect(normaliseErrorBody({ foo: 'bar' }).recognised).toBe(false);
    expect(normaliseErrorBody(null).recognised).toBe(false);
  });
});
