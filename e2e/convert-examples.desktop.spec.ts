import { expect, test, type Page } from '@playwright/test';

import { standInComparisons, standInExamples } from '@/test/stand-in/data.mjs';
import { comparePanel, openConverter, recipientGets, summary, youSend } from './support/converter';

// The converter's arithmetic and the compare panel, worked through the page for every stand-in example. The numbers
// do not depend on the viewport, so one project runs this file; the interactions at both widths are in
// convert-currency.spec.ts, and a converter link's own pair and amount there and in fuzz.spec.ts. Each test goes
// through its examples on one page, as a visitor trying pairs would: a page load costs more than the example.

// Sixteen examples on one page take several seconds on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const sides = { send: 'Currency you send', receive: 'Currency recipient gets' } as const;

/** Picks `code` from one side's list (picking the other side's currency swaps the two). */
async function pick(page: Page, side: keyof typeof sides, code: string) {
  await page.getByRole('button', { name: new RegExp(`^${sides[side]}: `) }).click();
  await page
    .getByRole('listbox', { name: sides[side] })
    .getByRole('option', { name: new RegExp(`${code}$`) })
    .click();
}

async function choosePair(page: Page, from: string, to: string) {
  await pick(page, 'send', from);
  await pick(page, 'receive', to);
  await expect(page.getByRole('button', { name: `${sides.send}: ${from}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${sides.receive}: ${to}` })).toBeVisible();
}

test('every stand-in example converts to its worked-out figures', async ({ page }) => {
  await openConverter(page, '');
  for (const example of standInExamples) {
    const title = `${example.drive === 'send' ? 'sending' : 'receiving'} ${example.amount} ${example.from}→${example.to}`;
    await test.step(`${title} shows ${example.sendText} / ${example.receiveText}`, async () => {
      await choosePair(page, example.from, example.to);
      const field = example.drive === 'send' ? youSend(page) : recipientGets(page);
      await field.fill(String(example.amount));
      await expect(summary(page)).toHaveText(
        example.noRate
          ? `We have no rate for ${example.from} to ${example.to} right now, so nothing can be converted.`
          : `You send ${example.sendText}, recipient gets ${example.receiveText}`,
      );
      // The field being typed in keeps exactly what was typed.
      await expect(field).toHaveValue(String(example.amount));
    });
  }
});

test('every stand-in comparison lists the listed providers only', async ({ page }) => {
  await openConverter(page, '');
  for (const comparison of standInComparisons) {
    await test.step(`compares ${comparison.send} ${comparison.from}→${comparison.to}`, async () => {
      await choosePair(page, comparison.from, comparison.to);
      await youSend(page).fill(String(comparison.send));
      const panel = comparePanel(page);
      await expect(panel.getByText('Rates are updated every 10 minutes')).toBeVisible();
      const rows = panel.getByRole('listitem');
      await expect(rows).toHaveCount(comparison.rows.length);
      for (const [index, row] of comparison.rows.entries()) {
        await expect(rows.nth(index)).toContainText(row.differenceText);
      }
      await expect(panel).toContainText(
        `Offering up to ${comparison.upToText} more compared to the rest (rates only; fees not included)`,
      );
      // Every provider shown is at or below our rate, so no figure is against us.
      await expect(panel).not.toContainText(/-\S?\s?\d/);
      await expect(panel).not.toContainText('Wise');
      await expect(panel).not.toContainText('LemFi');
    });
  }
});
