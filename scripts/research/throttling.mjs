// Lighthouse's mobile defaults (slow 4G, a mid-tier phone's CPU) applied to a real load through the DevTools protocol,
// not simulated afterwards: what the research tools measure under.

export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/**
 * Slows a page's CPU, and with `network` its network too.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {{ network?: boolean }} [options]
 */
export async function throttle(cdp, { network = true } = {}) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
}
