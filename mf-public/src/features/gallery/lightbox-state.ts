// The lightbox as a state machine (SPEC §4): closed, or open at an index that moves by one within the bounds.

export type LightboxState = { open: false } | { open: true; index: number };

export type LightboxAction =
  { type: 'open'; index: number } | { type: 'previous' } | { type: 'next' } | { type: 'close' };

export const CLOSED: LightboxState = { open: false };

export function lightboxReducer(count: number) {
  return (state: LightboxState, action: LightboxAction): LightboxState => {
    switch (action.type) {
      case 'open':
        return action.index >= 0 && action.index < count ? { open: true, index: action.index } : state;
      case 'previous':
        return state.open && state.index > 0 ? { open: true, index: state.index - 1 } : state;
      case 'next':
        return state.open && state.index < count - 1 ? { open: true, index: state.index + 1 } : state;
      case 'close':
        return CLOSED;
      default:
        return state;
    }
  };
}
