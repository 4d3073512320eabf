import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { CarouselControls } from '@/components/ui/carousel-controls/carousel-controls';

function Harness({ onShow }: { onShow?: (index: number) => void }) {
  const [current, setCurrent] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  return (
    <CarouselControls
      current={current}
      onShow={(index) => {
        onShow?.(index);
        setCurrent(index);
      }}
      isPaused={isPaused}
      onTogglePause={() => setIsPaused((paused) => !paused)}
      pauseLabel="Pause the photos"
      playLabel="Play the photos"
      showLabels={['Show photo 1', 'Show photo 2', 'Show photo 3']}
    />
  );
}

describe('CarouselControls', () => {
  it('names the pause button by what it will do, and toggles', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause the photos' }));
    expect(screen.getByRole('button', { name: 'Play the photos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play the photos' }));
    expect(screen.getByRole('button', { name: 'Pause the photos' })).toBeInTheDocument();
  });

  it('marks the current dot and shows the one picked', async () => {
    const onShow = jest.fn();
    render(<Harness onShow={onShow} />);
    expect(screen.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(onShow).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute('aria-current');
  });

  it('is reachable by keyboard, in reading order', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pause the photos' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show photo 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'true');
  });
});
