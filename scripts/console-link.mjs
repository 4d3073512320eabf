// For `npm run demo`: asks the running site for a console sign-in link, as the sign-in page's form does without
// JavaScript, so the mail catcher prints the link a newcomer opens to see the console.

/** @param {string} origin @param {number} timeoutMs */
async function waitForSite(origin, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${origin}/admin/sign-in`).catch(() => undefined);
    if (answer?.ok) return answer.text();
    if (Date.now() > deadline) throw new Error(`${origin}/admin/sign-in did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** @param {string} origin e.g. http://localhost:3000 @param {string} email a listed address */
export async function requestConsoleLink(origin, email) {
  const page = await waitForSite(origin, 120_000);
  const form = new FormData();
  // React writes the Server Action's id (and any bound state) as hidden fields of the form.
  for (const match of page.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g))
    form.append(match[1] ?? '', match[2] ?? '');
  form.append('email', email);
  const answer = await fetch(`${origin}/admin/sign-in`, {
    method: 'POST',
    body: form,
    headers: { origin },
    redirect: 'manual',
  });
  if (answer.status !== 303) throw new Error(`the sign-in form answered ${answer.status}`);
}
