export type PingPong = { index: number; direction: 1 | -1 };

export function nextPingPong({ index, direction }: PingPong, count: number): PingPong {
  if (count <= 1) return { index: 0, direction: 1 };
  const bounced = index + direction < 0 || index + direction >= count ? (-direction as 1 | -1) : direction;
  return { index: Math.min(Math.max(index + bounced, 0), count - 1), direction: bounced };
}
