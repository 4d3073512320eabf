/** This machine: localhost, 127.0.0.0/8 or [::1] (a URL's hostname keeps IPv6 brackets). */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
