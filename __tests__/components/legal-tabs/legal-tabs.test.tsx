import { render, screen } from '@testing-library/react';

import { LegalTabs } from '@/components/legal-tabs/legal-tabs';

const tabs = [
  { path: '/privacy-policy', href: '/fr/privacy-policy', label: 'Privacy policy' },
  { path: '/terms', href: '/fr/terms', label: 'Terms' },
];

describe('LegalTabs', () => {
  it.each([
    ['/terms', 'Terms', 'Privacy policy'],
    ['/privacy-policy', 'Privacy policy', 'Terms'],
  ])('with %s current marks %s as the current page', (path, current, other) => {
    render(<LegalTabs label="Legal" tabs={tabs} current={path} />);
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  });
});
