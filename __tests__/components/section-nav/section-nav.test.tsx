import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SectionLink } from '@/components/section-nav/section-link';
import { SectionNav, type NavItem } from '@/components/section-nav/section-nav';

const sections = (
  <>
    <li>
      <SectionLink id="global-accounts" href="/#global-accounts" block="center">
        Global Accounts
      </SectionLink>
    </li>
    <li>
      <SectionLink id="send-money" href="/#send-money" block="start">
        Send Money
      </SectionLink>
    </li>
  </>
);
const items: NavItem[] = [{ kind: 'external', label: 'Support', href: 'https://support.example/hc' }];

function renderNav() {
  return render(
    <>
      <SectionNav sections={sections} items={items} label="Main" menuLabel="Menu" />
      <p>Outside</p>
      <section id="send-money">Send money section</section>
    </>,
  );
}

beforeEach(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  window.history.replaceState(null, '', '/');
});

describe('SectionNav', () => {
  it('shows the entries in a navigation named Main and the menu closed', () => {
    renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(menu);
  });

  it('opens and closes the menu with its button', async () => {
    renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and hands focus back to the menu button', async () => {
    renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Global Accounts' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(screen.getByText('Outside'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after a choice and scrolls to the section in place of following the link', async () => {
    renderNav();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('link', { name: 'Send Money' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Reduced motion is on in this test: the jump is immediate and the section takes focus.
    expect(window.scrollTo).toHaveBeenCalledWith({ top: expect.any(Number), behavior: 'instant' });
    expect(window.location.hash).toBe('#send-money');
    expect(screen.getByText('Send money section')).toHaveFocus();
  });

  it('lets the link navigate when its section is not on this page', async () => {
    renderNav();
    const link = screen.getByRole('link', { name: 'Global Accounts' });
    expect(link).toHaveAttribute('href', '/#global-accounts');
    await userEvent.click(link);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('opens Support in a new tab without giving the portal a handle on this page', () => {
    renderNav();
    const support = screen.getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
