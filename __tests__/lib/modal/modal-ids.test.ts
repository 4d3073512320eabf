import { getModalFromSearch, isModalId, tileActions, withModal } from '@/lib/modal/modal-ids';

describe('modal ids', () => {
  it('reads a known modal from the query string and ignores anything else', () => {
    expect(getModalFromSearch('?modal=virtual-card')).toBe('virtual-card');
    expect(getModalFromSearch('?from=USD&modal=waitlist')).toBe('waitlist');
    expect(getModalFromSearch('?modal=../../etc')).toBeNull();
    expect(getModalFromSearch('')).toBeNull();
  });

  it('adds and removes ?modal= while keeping the path, other params and hash', () => {
    expect(withModal('http://site.test/fr?amount=5#send-money', 'currency-swap')).toBe(
      '/fr?amount=5&modal=currency-swap#send-money',
    );
    expect(withModal('http://site.test/?amount=5&modal=waitlist', null)).toBe('/?amount=5');
  });

  it('maps every feature tile action to a modal', () => {
    for (const modal of Object.values(tileActions)) expect(isModalId(modal)).toBe(true);
    expect(tileActions.VirtualCard).toBe('virtual-card');
  });
});
