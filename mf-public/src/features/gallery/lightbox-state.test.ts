import { CLOSED, lightboxReducer } from './lightbox-state';

describe('lightbox state', () => {
  const reduce = lightboxReducer(3);

  it('opens at an index within the images only', () => {
    expect(reduce(CLOSED, { type: 'open', index: 1 })).toEqual({ open: true, index: 1 });
    expect(reduce(CLOSED, { type: 'open', index: 3 })).toBe(CLOSED);
    expect(reduce(CLOSED, { type: 'open', index: -1 })).toBe(CLOSED);
  });

  it('moves by one and stops at the first and the last image', () => {
    const first = { open: true as const, index: 0 };
    const last = { open: true as const, index: 2 };
    expect(reduce(first, { type: 'previous' })).toBe(first);
    expect(reduce(first, { type: 'next' })).toEqual({ open: true, index: 1 });
    expect(reduce(last, { type: 'next' })).toBe(last);
    expect(reduce(last, { type: 'previous' })).toEqual({ open: true, index: 1 });
  });

  it('closes, and does not move while closed', () => {
    expect(reduce({ open: true, index: 2 }, { type: 'close' })).toBe(CLOSED);
    expect(reduce(CLOSED, { type: 'next' })).toBe(CLOSED);
  });
});
