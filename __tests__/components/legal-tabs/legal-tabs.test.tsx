import { render, screen } from '@testing-library/react';

import { LegalTabs } from '@/components/legal-tabs/legal-tabs';

const mockPathname = jest.fn<string, []>();
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname() }));

const tabs = [
  { path: '/privacy-policy', href: '/fr/privacy-policy', label: 'Privacy policy' },
  { path: '/terms', href: '/fr/terms', label: 'Terms' },
];

describe('LegalTabs', () => {
  it.each([
    ['/terms', 'Terms', 'Privacy policy'],
    ['/fr/privacy-policy', 'Privacy policy', 'Terms'],
    // A statically prerendered page sees the internal /en prefix: it must still mark the right tab.
    ['/en/terms', 'Terms', 'Privacy policy'],
  ])('on %s marks %s as the current page', (pathname, current, other) => {
    mockPathname.mockReturnValue(pathname);
    render(<LegalTabs label="Legal" tabs={tabs} />);
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  });
});
