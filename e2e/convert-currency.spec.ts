import { expect, test } from '@playwright/test';

import {
  comparePanel,
  openConverter,
  reachConverter,
  recipientGets,
  summary,
  youSend,
} from './support/converter';
import { axeViolations } from './support/axe';
import { ANY_WIDTH } from './support/widths';

test.describe('converter with the stand-in provider', () => {
  test(
    'first paint shows real numbers for the default pair, 1 USD to NGN',
    ANY_WIDTH,
    async ({ page, request }) => {
      const html = await (await request.get('/')).text();
      expect(html).toContain('value="1485"');
      await openConverter(page, '');
      await expect(youSend(page)).toHaveValue('1');
      await expect(recipientGets(page)).toHaveValue('1485');
      await expect(page.getByText('1 USD = 1,500.00 NGN')).toBeVisible();
      await expect(page.getByText(/^Updated /)).toBeVisible();
      await expect(page.getByText('Sample rates')).toHaveCount(0);
    },
  );

  test('shows the fee and the amount converted for a flat-fee pair', ANY_WIDTH, async ({ page }) => {
    await openConverter(page, '?from=USD&to=GHS');
    await youSend(page).fill('100');
    const details = page.locator('#send-money dl');
    await expect(details.getByText('$ 2.00')).toBeVisible();
    await expect(details.getByText('$ 98.00')).toBeVisible();
    await expect(details.getByText('1 USD = 15.50 GHS')).toBeVisible();
  });

  test('a divide pair shows its effective rate', ANY_WIDTH, async ({ page }) => {
    await openConverter(page, '?from=EUR&to=USD');
    await expect(page.getByText('1 EUR = 1.09 USD')).toBeVisible();
  });

  test('never rewrites the field being typed in', ANY_WIDTH, async ({ page }) => {
    await openConverter(page, '');
    await youSend(page).fill('');
    await youSend(page).pressSequentially('12.');
    await expect(youSend(page)).toHaveValue('12.');
    await youSend(page).pressSequentially('5abc.7');
    await expect(youSend(page)).toHaveValue('12.57');
    await expect(recipientGets(page)).toHaveValue('18666.45');
  });

  test(
    'a zero rate and an unknown pair give 0 on both sides with a clear notice',
    ANY_WIDTH,
    async ({ page }) => {
      await openConverter(page, '?from=GBP&to=XAF&amount=100');
      await expect(youSend(page)).toHaveValue('100');
      await expect(recipientGets(page)).toHaveValue('0');
      const noRate = 'We have no rate for GBP to XAF right now, so nothing can be converted.';
      await expect(page.locator('[data-tone="warning"]', { hasText: noRate })).toBeVisible();
      // The breakdown shows no converted figure that would contradict the 100 typed.
      const converter = page.locator('#send-money form');
      await expect(converter.getByText('Amount converted')).toHaveCount(0);
      await expect(converter.getByText('£ 0.00')).toHaveCount(0);
      await expect(summary(page)).toHaveText(noRate);

      await openConverter(page, '?from=EUR&to=EUR&amount=5');
      // from = to is not a pair: the page falls back to a different target.
      await expect(page.getByRole('button', { name: 'Currency recipient gets: NGN' })).toBeVisible();

      await openConverter(page, '?from=GHS&to=USD&amount=100');
      await expect(recipientGets(page)).toHaveValue('0');
      await expect(
        page.locator('[data-tone="warning"]', {
          hasText: 'We have no rate for GHS to USD right now, so nothing can be converted.',
        }),
      ).toBeVisible();
    },
  );

  test('picking the other side’s currency swaps the two', ANY_WIDTH, async ({ page }) => {
    await openConverter(page, '?from=EUR&to=USD&amount=100');
    await page.getByRole('button', { name: 'Currency recipient gets: USD' }).click();
    await page.getByRole('option', { name: /EUR/ }).click();
    await expect(page.getByRole('button', { name: 'Currency you send: USD' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Currency recipient gets: EUR' })).toBeVisible();
    await expect(summary(page)).toHaveText('You send $ 100.00, recipient gets € 91.54');
  });

  test('the currency list closes on an outside click', async ({ page }) => {
    await openConverter(page, '');
    await page.getByRole('button', { name: 'Currency recipient gets: NGN' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { name: 'Smart exchange' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test(
    'reloads competitor rates when the pair changes, and hides the panel when none qualifies',
    ANY_WIDTH,
    async ({ page }) => {
      await openConverter(page, '?from=USD&to=NGN&amount=100');
      await expect(comparePanel(page).getByRole('listitem')).toHaveCount(2);
      await page.getByRole('button', { name: 'Currency recipient gets: NGN' }).click();
      await page.getByRole('option', { name: /GHS/ }).click();
      await expect(comparePanel(page).getByRole('listitem')).toHaveCount(3);
      await page.getByRole('button', { name: 'Currency recipient gets: GHS' }).click();
      await page.getByRole('option', { name: /XAF/ }).click();
      await expect(page.getByRole('heading', { name: 'COMPARE RATES %' })).toHaveCount(0);
    },
  );

  test('the URL follows the edits and restores them', ANY_WIDTH, async ({ page }) => {
    await openConverter(page, '');
    await recipientGets(page).fill('148500');
    await expect(page).toHaveURL(/\?from=USD&to=NGN&amount=148500&side=receive#send-money$/);
    await page.reload();
    await expect(recipientGets(page)).toHaveValue('148500');
    await expect(youSend(page)).toHaveValue('100');
  });

  test('is usable by keyboard alone, with type-ahead in the list', async ({ page }) => {
    await openConverter(page, '?amount=100');
    const picker = page.getByRole('button', { name: 'Currency recipient gets: NGN' });
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Currency recipient gets' });
    await expect(list).toBeFocused();
    await page.keyboard.type('gh');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Currency recipient gets: GHS' })).toBeFocused();
    await expect(summary(page)).toHaveText('You send $ 100.00, recipient gets ₵ 1,519.00');

    await page.keyboard.press('Enter');
    await expect(list).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: 'Currency recipient gets: GHS' })).toBeFocused();
  });

  test(
    'the currency lists fetch their flags when opened, not with the page',
    ANY_WIDTH,
    async ({ page, request }) => {
      // An eager <img> in the first HTML gets a preload in the head from React: the hidden lists' flags were fetched
      // on every first visit, ahead of the font. Only the two flags on the picker buttons may be preloaded.
      const html = await (await request.get('/')).text();
      const preloaded = [
        ...html.matchAll(/<link rel="preload" as="image" href="(\/flags\/[a-z]+\.svg)"/g),
      ].map((match) => match[1]);
      expect(preloaded.sort()).toEqual(['/flags/ng.svg', '/flags/us.svg']);

      const flagRequests: string[] = [];
      page.on('request', (req) => {
        // EU and GB are on no other part of the page (the countries section lists African countries only).
        if (/\/flags\/(eu|gb)\.svg$/.test(new URL(req.url()).pathname)) flagRequests.push(req.url());
      });
      await openConverter(page, '');
      await page.waitForLoadState('load');
      expect(flagRequests).toEqual([]);

      await page.getByRole('button', { name: 'Currency you send: USD' }).click();
      const list = page.getByRole('listbox', { name: 'Currency you send' });
      await expect(list).toBeVisible();
      // Every flag in the open list is drawn: loaded, with its width.
      const flags = list.locator('img');
      expect(await flags.count()).toBeGreaterThanOrEqual(3);
      await expect
        .poll(() =>
          flags.evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true);
    },
  );

  test('axe finds nothing with the currency list open', async ({ page }) => {
    await openConverter(page, '');
    await page.getByRole('button', { name: 'Currency you send: USD' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await axeViolations(page, '#send-money')).toEqual([]);
  });
});

test(
  'hydrates, converts and opens its currency list without building an Intl formatter, in English and French',
  ANY_WIDTH,
  async ({ page }) => {
    // The first Intl object a page builds makes the browser load its ICU data (tens of milliseconds on a fast
    // machine, inside hydration); the converter writes its numbers and ages itself (lib/i18n/format-number.ts).
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'PluralRules',
        'RelativeTimeFormat',
        'DisplayNames',
      ]) {
        const real = intl[name];
        if (!real) continue;
        intl[name] = new Proxy(real, {
          construct(target, args) {
            built.push(`Intl.${name}(${JSON.stringify(args)})`);
            return Reflect.construct(target, args);
          },
        });
      }
    });
    const built = () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);

    await openConverter(page, '?from=USD&to=NGN');
    await youSend(page).fill('1234.5');
    await expect(recipientGets(page)).toHaveValue('1833232.5');
    await expect(summary(page)).toContainText('$ 1,234.50');
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await page.getByRole('button', { name: /^Currency you send:/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await built()).toEqual([]);

    await page.goto('/fr?from=USD&to=NGN#send-money');
    const send = page.getByRole('textbox', { name: 'Vous envoyez' });
    await expect(page.getByRole('button', { name: /^Devise envoyée/ })).toBeVisible();
    await send.fill('1234,5');
    await expect(page.locator('#send-money').getByRole('status')).toContainText('1\u202f234,50');
    expect(await built()).toEqual([]);
  },
);

test.describe('converter without JavaScript', ANY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  test('submitting the form renders the result on the server', async ({ page }) => {
    await page.goto('/');
    await youSend(page).fill('100');
    await page.getByRole('combobox', { name: 'Currency recipient gets' }).selectOption('GHS');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/to=GHS/);
    await expect(recipientGets(page)).toHaveValue('1519');
    await expect(summary(page)).toHaveText('You send $ 100.00, recipient gets ₵ 1,519.00');
  });

  test('the form lands on its own address: no redirect, in either language', async ({ page }) => {
    for (const [path, send] of [
      ['/', 'You send'],
      ['/fr', 'Vous envoyez'],
    ] as const) {
      await page.goto(`${path}?from=USD&to=NGN&amount=1#send-money`);
      const submitted = page.waitForRequest(
        (request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('shownSend'),
      );
      await page.getByRole('textbox', { name: send }).fill('250');
      await page.getByRole('textbox', { name: send }).press('Enter');
      const response = await (await submitted).response();
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('editing the recipient side makes it drive', async ({ page }) => {
    await page.goto('/?from=USD&to=NGN');
    await recipientGets(page).fill('148500');
    await recipientGets(page).press('Enter');
    await expect(youSend(page)).toHaveValue('100');
  });
});

test(
  'on / served from cache, rates a minute or two old are not fetched again at once; older ones are',
  ANY_WIDTH,
  async ({ browser, request }) => {
    // One cached page, its rates' time read from its payload; each visit is that page at a chosen moment.
    const served = await request.get('/');
    const html = await served.text();
    const fetchedAt = Date.parse(/\\"fetchedAt\\":\\"([^"\\]+)\\"/.exec(html)?.[1] ?? '');
    expect(fetchedAt).not.toBeNaN();
    const headers = {
      'content-type': served.headers()['content-type'] ?? 'text/html',
      'content-security-policy': served.headers()['content-security-policy'] ?? '',
    };

    async function ratesRequestsWhenShownAfter(ageMs: number) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.install({ time: fetchedAt + ageMs });
      await page.route(
        (url) => url.pathname === '/',
        (route) => route.fulfill({ status: 200, headers, body: html }),
      );
      // Only the rates: the competitors' quotes have a longer window, and the cached page's may be older than its rates
      // by up to that window, so whether they are due depends on when the suite's server last fetched them.
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/rates') asked.push(sent.url());
      });
      await page.goto('/');
      const picker = page.getByRole('button', { name: 'Currency you send: USD' });
      await expect(picker).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const beforeSeen = [...asked];
      await reachConverter(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await context.close();
      return { beforeSeen, afterSeen: asked.slice(beforeSeen.length) };
    }

    // Two minutes old: inside the server's window plus the page's, so a reader asks nothing.
    expect(await ratesRequestsWhenShownAfter(2 * 60_000)).toEqual({ beforeSeen: [], afterSeen: [] });
    // Five minutes old (a cached page nobody asked for in a while): refreshed once the converter is reached; below
    // the fold on a phone, not before.
    expect(await ratesRequestsWhenShownAfter(5 * 60_000)).toEqual({
      beforeSeen: [],
      afterSeen: [expect.stringMatching(/\/api\/rates$/)],
    });
  },
);
