// French copies of the illustrations that carry words or amounts: `node scripts/images/localize-svg.mjs`.
// Each drawing's text nodes are replaced one by one (the whole node, so a change in the English drawing that this
// table no longer matches fails loudly instead of leaving English behind), and written beside it as <name>.fr.svg.
// Amounts follow the site's French format (lib/money/format-money.ts): symbol, space, narrow no-break space between
// thousands, decimal comma.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../assets/illustrations');
const nnbsp = '\u202f';

/**
 * English text node → French, per drawing. Names, codes and times stay as they are.
 * @type {Record<string, Record<string, string>>}
 */
const translations = {
  'hero-phone': {
    'Welcome back,': 'Bon retour,',
    'Total balance': 'Solde total',
    '$2,450.00': `$ 2${nnbsp}450,00`,
    Send: 'Envoyer',
    Swap: 'Convertir',
    Receive: 'Recevoir',
    'Recent activity': 'Activité récente',
    'See all': 'Tout voir',
    'Received from': 'Reçu de',
    // Shorter than "Client à Berlin", which would run into "Aujourd’hui" on the same line.
    'Berlin client': 'Agence Berlin',
    '+€850.00': '+€ 850,00',
    Today: 'Aujourd’hui',
    'Sent to': 'Envoyé à',
    '−$120.00': '−$ 120,00',
    Yesterday: 'Hier',
  },
  'get-paid': {
    '€850.00': '€ 850,00',
    '+€850.00': '+€ 850,00',
  },
  'global-accounts': {
    '£940.20': '£ 940,20',
    '€1,280.50': `€ 1${nnbsp}280,50`,
    '$2,450.00': `$ 2${nnbsp}450,00`,
  },
};

const textNode = /(<text\b[^>]*>)([^<]*)(<\/text>)/g;

for (const [name, table] of Object.entries(translations)) {
  const source = await readFile(path.join(dir, `${name}.svg`), 'utf8');
  const unused = new Set(Object.keys(table));
  const french = source.replace(textNode, (whole, open, text, close) => {
    if (!(text in table)) return whole;
    unused.delete(text);
    return `${open}${table[text]}${close}`;
  });
  if (unused.size > 0) throw new Error(`${name}.svg no longer has: ${[...unused].join(' | ')}`);
  const target = path.join(dir, `${name}.fr.svg`);
  await writeFile(target, french.replace('<svg ', '<svg xml:lang="fr" '));
  console.log(path.relative(process.cwd(), target));
}
