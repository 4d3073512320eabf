/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import en from '@/lib/i18n/messages/en.json';
import errorEn from '@/lib/i18n/messages/error.en.json';
import errorFr from '@/lib/i18n/messages/error.fr.json';
import fr from '@/lib/i18n/messages/fr.json';
import legalEn from '@/lib/i18n/messages/legal.en.json';
import legalFr from '@/lib/i18n/messages/legal.fr.json';
import mailEn from '@/lib/i18n/messages/mail.en.json';
import mailFr from '@/lib/i18n/messages/mail.fr.json';
import { currencyCodes } from '@/lib/currencies/catalogue';
import { recipientCountries } from '@/components/sections/countries/recipient-countries';
import { routing } from '@/lib/i18n/routing';
import { legalDocuments } from '@/lib/legal/documents';
import { featureModalIds, tileActions } from '@/lib/modal/modal-ids';

/*
 * Message hygiene for both languages: the same keys, the same ICU arguments and tags, French that is really
 * French (and typeset as such), and no English key the code never reads.
 */

const files = [
  { name: 'messages', english: en, french: fr },
  { name: 'legal', english: legalEn, french: legalFr },
  { name: 'error', english: errorEn, french: errorFr },
  { name: 'mail', english: mailEn, french: mailFr },
];

/**
 * French values that may equal the English one, each for a stated reason. A key listed here that is missing
 * or no longer identical fails the test, so the list cannot rot.
 */
const sameInFrench = new Set([
  // Brand and third-party names
  'Common.brand',
  'Metadata.brand',
  'Nav.ios',
  'Nav.android',
  'Footer.facebook',
  'Footer.x',
  'Footer.instagram',
  'Stores.googlePlayBottom',
  // Each language is named in its own language in both versions of the switcher
  'Footer.languages.en',
  'Footer.languages.fr',
  // "Menu" is French too, and DESIGN.md keeps it as the button's accessible name in both languages
  'Nav.menu',
  // Country names spelled the same in French
  'Home.countries.names.NG',
  'Home.countries.names.GH',
  'Home.countries.names.BF',
  'Home.countries.names.NE',
  'Home.countries.names.TG',
  'Home.countries.names.GA',
  // Only placeholders and punctuation
  'LegalDocument.tocEntry',
  // Words French shares with English
  'PrivacyPolicy.sections.cookies.heading',
  'Terms.sections.definitions.content.dl1.services.term',
]);

/** Values whose numbers are a local example (a Senegalese phone number in French), not a fact to keep. */
const localisedNumbers = new Set(['Waitlist.phoneHint', 'Waitlist.phoneCountryCode']);

type Leaves = Map<string, string>;

function flatten(value: unknown, prefix = '', leaves: Leaves = new Map()): Leaves {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') leaves.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((item, index) => flatten(item, join(String(index)), leaves));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, join(key), leaves);
  } else throw new Error(`"${prefix}" must hold strings, objects or arrays, not ${String(value)}`);
  return leaves;
}

/**
 * The ICU arguments ("{brand}", "{count, plural}") and rich-text tags ("<b>") a message uses, sorted.
 * Throws on an unbalanced brace or tag. ICU apostrophe quoting is not modelled: no message quotes a brace,
 * and French uses the typographic apostrophe (checked below).
 */
function describeMessage(message: string): string[] {
  const found = new Set<string>();
  const openTags: string[] = [];
  let at = 0;

  const fail = (reason: string): never => {
    throw new Error(`${reason} at ${at} in ${JSON.stringify(message)}`);
  };

  function readText(nested: boolean) {
    while (at < message.length) {
      const char = message[at];
      if (char === '}') {
        if (nested) return;
        fail('unexpected "}"');
      }
      if (char === '{') {
        at += 1;
        readArgument();
      } else if (char === '<') readTag();
      else at += 1;
    }
    if (nested) fail('unclosed "{"');
  }

  function readTag() {
    const tag = /^<(\/?)([A-Za-z][\w-]*)>/.exec(message.slice(at));
    if (!tag) {
      at += 1;
      return;
    }
    const [text, closing, name = ''] = tag;
    if (closing) {
      if (openTags.pop() !== name) fail(`"</${name}>" closes nothing`);
    } else {
      openTags.push(name);
      found.add(`<${name}>`);
    }
    at += text.length;
  }

  function readArgument() {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(at));
    if (!head) return fail('argument without a name');
    const [text, name, type] = head;
    at += text.length;
    found.add(type ? `{${name}, ${type}}` : `{${name}}`);
    if (message[at] === '}') {
      at += 1;
      return;
    }
    if (at >= message.length) fail('unclosed "{"');
    if (!type || message[at] !== ',') fail('malformed argument');
    at += 1;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      for (let option = /^\s*(=?[\w-]+)\s*\{/.exec(message.slice(at)); option;) {
        at += option[0].length;
        readText(true);
        at += 1;
        option = /^\s*(=?[\w-]+)\s*\{/.exec(message.slice(at));
      }
      const end = /^\s*\}/.exec(message.slice(at));
      if (!end) fail(`unclosed ${type}`);
      else at += end[0].length;
    } else {
      const end = message.indexOf('}', at);
      if (end < 0) fail('unclosed argument');
      at = end + 1;
    }
  }

  readText(false);
  if (openTags.length > 0) fail(`unclosed <${openTags.join('>, <')}>`);
  return [...found].sort();
}

/**
 * The numbers of a message as values, whatever each language's separators: "$2,450.00" in English and
 * "2 450,00 $" in French (narrow no-break space for thousands, decimal comma) are the same fact.
 */
const numberFormats = {
  english: { pattern: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g, group: /,/g, decimal: '.' },
  french: {
    pattern: /\d{1,3}(?:[\u202f\u00a0]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g,
    group: /[\u202f\u00a0]/g,
    decimal: ',',
  },
};

function numbersIn(message: string, language: keyof typeof numberFormats): string[] {
  const { pattern, group, decimal } = numberFormats[language];
  return (message.match(pattern) ?? [])
    .map((number) => String(Number(number.replace(group, '').replace(decimal, '.'))))
    .sort();
}

describe('describeMessage', () => {
  it('lists arguments, plural arguments and tags, including those inside plural branches', () => {
    expect(describeMessage('Hi <b>{name}</b>: {count, plural, one {# {unit}} other {# {unit}s}}')).toEqual([
      '<b>',
      '{count, plural}',
      '{name}',
      '{unit}',
    ]);
  });

  it('rejects unbalanced braces and tags', () => {
    expect(() => describeMessage('Hello {name')).toThrow(/unclosed/);
    expect(() => describeMessage('Hello name}')).toThrow(/unexpected/);
    expect(() => describeMessage('<b>Hello')).toThrow(/unclosed <b>/);
    expect(() => describeMessage('Hello</b>')).toThrow(/closes nothing/);
  });
});

describe.each(files)('$name messages in French', ({ english, french }) => {
  const englishLeaves = flatten(english);
  const frenchLeaves = flatten(french);

  it('have exactly the English keys, none missing and none extra', () => {
    const missing = [...englishLeaves.keys()].filter((key) => !frenchLeaves.has(key));
    const extra = [...frenchLeaves.keys()].filter((key) => !englishLeaves.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keep the ICU arguments and tags of the English message', () => {
    const differing = [...englishLeaves].flatMap(([key, message]) => {
      const translation = frenchLeaves.get(key);
      if (translation === undefined) return [];
      const expected = describeMessage(message);
      const actual = describeMessage(translation);
      return expected.join() === actual.join() ? [] : [{ key, expected, actual }];
    });
    expect(differing).toEqual([]);
  });

  it('are written in French: none empty, none left as the English text unless listed', () => {
    const untranslated = [...frenchLeaves].filter(
      ([key, message]) =>
        message.trim() === '' || (message === englishLeaves.get(key) && !sameInFrench.has(key)),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keep every number of the English text (ages, days, fees, limits)', () => {
    const differing = [...englishLeaves].flatMap(([key, message]) => {
      const translation = frenchLeaves.get(key);
      if (translation === undefined || localisedNumbers.has(key)) return [];
      return numbersIn(message, 'english').join() === numbersIn(translation, 'french').join() ? [] : [key];
    });
    expect(differing).toEqual([]);
  });

  it('follow French typography: ’, …, and a narrow no-break space before ; : ! ? » and after «', () => {
    const rules: [string, RegExp][] = [
      ['straight apostrophe or quote', /['"]/],
      ['three dots instead of …', /\.\.\./],
      ['; : ! ? or » without a narrow no-break space before it', /[^\u202f][;:!?»]/],
      ['« without a narrow no-break space after it', /«[^\u202f]/],
    ];
    const broken = [...frenchLeaves].flatMap(([key, message]) =>
      rules.filter(([, pattern]) => pattern.test(message)).map(([rule]) => `${key}: ${rule}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('the allowlist of French values equal to English', () => {
  it('names only keys whose French value really is the English one', () => {
    const english = new Map(files.flatMap(({ english: messages }) => [...flatten(messages)]));
    const french = new Map(files.flatMap(({ french: messages }) => [...flatten(messages)]));
    const stale = [...sameInFrench].filter(
      (key) => !english.has(key) || english.get(key) !== french.get(key),
    );
    expect(stale).toEqual([]);
  });
});

/*
 * Unused keys. A key is read when a source file that opens its namespace (getTranslations('Home') or
 * getTranslations({ namespace: 'Home' })) names the rest of the key ('heroTitle') in one of three ways:
 * - a string literal: t('heroTitle'), or a list of keys such as ['youSend', 'recipientGets'];
 * - a template literal whose `${…}` parts are string literals of the same file or run-time ids listed below:
 *   t(`compare.${key}`), t(`${id}.intro`);
 * - a whole subtree read with t.raw: t.raw('slider.items') reads every item of the slider.
 */

/**
 * Ids that become a key segment only at run time, by namespace. Each list comes from the constant the code
 * iterates over, so a key for an id the code no longer has is reported as unused.
 */
const runtimeIds: Record<string, readonly string[]> = {
  // components/feature-tiles: t(`${action}.title`) for each tile action
  'Home.tiles': Object.keys(tileActions),
  // components/feature-modals: t(`${id}.intro`), t(`${id}.${step}`); feature-tiles: modals(`${modal}.feature`)
  Modals: featureModalIds,
  // components/sections/countries: t(`names.${country.code}`)
  'Home.countries': recipientCountries.map((country) => country.code),
  // components/site-footer: t(`languages.${code}`) for each locale of the site
  Footer: routing.locales,
  // components/currency-converter/converter-copy: t(`currencyNames.${code}`) for each currency of the catalogue
  Converter: currencyCodes,
};

/**
 * Namespaces read whole rather than key by key: lib/legal/outline.ts turns a legal document's messages into
 * its blocks and components/legal/legal-document renders every one of them.
 */
const wholeNamespaces = Object.values(legalDocuments).map((document) => document.namespace);

/** The error copy is a plain object (lib/i18n/error-messages.ts), read as properties: t.title, t.retry … */
const propertyNamespace = { namespace: 'Error', reader: 'getErrorMessages' };

type SourceFile = {
  path: string;
  namespaces: string[];
  literals: Set<string>;
  templates: string[][];
  rawReads: string[];
  properties: Set<string>;
  calls: Set<string>;
};

const root = path.resolve(__dirname, '../../..');

function listSources(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return listSources(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

function readSource(relative: string): SourceFile {
  const text = readFileSync(path.join(root, relative), 'utf8');
  const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true);
  const file: SourceFile = {
    path: relative,
    namespaces: [],
    literals: new Set(),
    templates: [],
    rawReads: [],
    properties: new Set(),
    calls: new Set(),
  };
  const calleeName = (call: ts.CallExpression) =>
    ts.isIdentifier(call.expression)
      ? call.expression.text
      : ts.isPropertyAccessExpression(call.expression)
        ? call.expression.name.text
        : '';

  function visit(node: ts.Node) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) file.literals.add(node.text);
    if (ts.isTemplateExpression(node)) {
      file.templates.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);
    }
    if (ts.isPropertyAccessExpression(node)) file.properties.add(node.name.text);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      file.calls.add(name);
      if (
        (name === 'getTranslations' || name === 'useTranslations' || name === 'createTranslator') &&
        first
      ) {
        if (ts.isStringLiteral(first)) file.namespaces.push(first.text);
        if (ts.isObjectLiteralExpression(first)) {
          for (const property of first.properties) {
            if (
              ts.isPropertyAssignment(property) &&
              ts.isIdentifier(property.name) &&
              property.name.text === 'namespace' &&
              ts.isStringLiteral(property.initializer)
            ) {
              file.namespaces.push(property.initializer.text);
            }
          }
        }
      }
      if (name === 'raw' && first && ts.isStringLiteral(first)) file.rawReads.push(first.text);
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return file;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `file`, having opened `namespace`, reads `rest` (the key without the namespace). */
function fileReads(file: SourceFile, namespace: string, rest: string): boolean {
  if (file.literals.has(rest)) return true;
  if (file.rawReads.some((subtree) => rest.startsWith(`${subtree}.`))) return true;
  const ids = new Set(runtimeIds[namespace] ?? []);
  return file.templates.some((parts) => {
    const match = new RegExp(`^${parts.map(escapeRegExp).join('([^.]+)')}$`).exec(rest);
    return match !== null && match.slice(1).every((part) => file.literals.has(part) || ids.has(part));
  });
}

function isRead(key: string, sources: SourceFile[]): boolean {
  if (wholeNamespaces.some((namespace) => key.startsWith(`${namespace}.`))) return true;
  if (key.startsWith(`${propertyNamespace.namespace}.`)) {
    const property = key.slice(propertyNamespace.namespace.length + 1);
    return sources.some((file) => file.calls.has(propertyNamespace.reader) && file.properties.has(property));
  }
  return sources.some((file) =>
    file.namespaces.some(
      (namespace) =>
        key.startsWith(`${namespace}.`) && fileReads(file, namespace, key.slice(namespace.length + 1)),
    ),
  );
}

describe('English message keys', () => {
  const sources = ['app', 'components', 'lib'].flatMap(listSources).map(readSource);

  it('finds the namespaces the code opens (a sanity check of the source scan)', () => {
    const opened = new Set(sources.flatMap((file) => file.namespaces));
    for (const namespace of ['Home', 'Nav', 'Converter', 'LegalDocument', 'Home.tiles', 'Modals']) {
      expect(opened.has(namespace)).toBe(true);
    }
  });

  it.each(files.map(({ name, english }) => ({ name, english })))(
    'in the $name file are all read by the code',
    ({ english }) => {
      const unused = [...flatten(english).keys()].filter((key) => !isRead(key, sources));
      expect(unused).toEqual([]);
    },
  );

  it('would report a key the code does not read, at any depth', () => {
    for (const key of ['Home.noSuchKey', 'Modals.virtual-card.noSuchStep', 'Modals.no-such-modal.title']) {
      expect(isRead(key, sources)).toBe(false);
    }
    for (const key of [
      'Home.heroTitle',
      'Modals.virtual-card.step2',
      'Converter.compare.upTo',
      'Error.retry',
    ]) {
      expect(isRead(key, sources)).toBe(true);
    }
  });
});
