import { nextPingPong, type PingPong } from '@/components/features-slider/ping-pong';

function walk(count: number, steps: number): number[] {
  let position: PingPong = { index: 0, direction: 1 };
  const seen = [position.index];
  for (let step = 0; step < steps; step += 1) {
    position = nextPingPong(position, count);
    seen.push(position.index);
  }
  return seen;
}

describe('nextPingPong', () => {
  it('bounces forward then backward through the items', () => {
    expect(walk(3, 8)).toEqual([0, 1, 2, 1, 0, 1, 2, 1, 0]);
    expect(walk(2, 4)).toEqual([0, 1, 0, 1, 0]);
  });

  it('keeps a single item in place', () => {
    expect(walk(1, 3)).toEqual([0, 0, 0, 0]);
  });
});
