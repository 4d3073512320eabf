import { expect, test } from '@playwright/test';

import { standInComparisons, standInExamples } from '@/test/stand-in/data.mjs';
import { comparePanel, openConverter, recipientGets, summary, youSend } from './support/converter';

// The converter's arithmetic and the compare panel, worked through the page for every stand-in example. The numbers
// do not depend on the viewport, so one project runs this file; the interactions at both widths are in
// convert-currency.spec.ts.

test.describe('converter examples with the stand-in provider', () => {
  for (const example of standInExamples) {
    test(`${example.drive === 'send' ? 'sending' : 'receiving'} ${example.amount} ${example.from}→${example.to} shows ${example.sendText} / ${example.receiveText}`, async ({
      page,
    }) => {
      await openConverter(page, `?from=${example.from}&to=${example.to}`);
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

  for (const comparison of standInComparisons) {
    test(`compares ${comparison.send} ${comparison.from}→${comparison.to} with the listed providers only`, async ({
      page,
    }) => {
      await openConverter(page, `?from=${comparison.from}&to=${comparison.to}&amount=${comparison.send}`);
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
