import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DownloadMenu } from '@/components/download-menu/download-menu';

function renderMenu() {
  return render(
    <>
      <DownloadMenu
        label="Download App"
        href="https://play.example/app"
        chooseLabel="Choose your app store"
        stores={[
          { id: 'ios', label: 'App Store (iPhone)', href: 'https://apps.example/app' },
          { id: 'android', label: 'Google Play (Android)', href: 'https://play.example/app' },
        ]}
      />
      <p>Elsewhere</p>
    </>,
  );
}

describe('DownloadMenu', () => {
  it('opens the default store in a new tab', () => {
    renderMenu();
    const link = screen.getByRole('link', { name: 'Download App' });
    expect(link).toHaveAttribute('href', 'https://play.example/app');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps the store choices hidden until asked', async () => {
    renderMenu();
    expect(screen.queryByRole('link', { name: 'App Store (iPhone)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose your app store' }));
    expect(screen.getByRole('link', { name: 'App Store (iPhone)' })).toHaveAttribute('href', 'https://apps.example/app');
    expect(screen.getByRole('link', { name: 'Google Play (Android)' })).toHaveAttribute('target', '_blank');
  });

  it('closes after a choice, on Escape and on an outside click', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Choose your app store' });

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'App Store (iPhone)' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
