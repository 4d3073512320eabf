import legalEn from '@/lib/i18n/messages/legal.en.json';
import { getLegalOutline } from '@/lib/legal/outline';

describe('getLegalOutline', () => {
  it('reads blocks in message order and numbers sections from 1', () => {
    const outline = getLegalOutline({
      title: 'T',
      description: 'D',
      intro: { p1: 'Intro' },
      sections: {
        first: { heading: 'First', content: { p1: 'a', h1: 'Sub', ul1: { x: 'x', y: 'y' } } },
        second: { heading: 'Second', content: { dl1: { card: { term: 'Card', definition: 'A card' } } } },
      },
    });

    expect(outline.introKeys).toEqual(['intro.p1']);
    expect(outline.sections.map((section) => [section.number, section.id, section.headingKey])).toEqual([
      [1, 'first', 'sections.first.heading'],
      [2, 'second', 'sections.second.heading'],
    ]);
    expect(outline.sections[0]?.blocks).toEqual([
      { kind: 'paragraph', key: 'sections.first.content.p1' },
      { kind: 'subheading', key: 'sections.first.content.h1' },
      {
        kind: 'list',
        key: 'sections.first.content.ul1',
        itemKeys: ['sections.first.content.ul1.x', 'sections.first.content.ul1.y'],
      },
    ]);
    expect(outline.sections[1]?.blocks).toEqual([
      {
        kind: 'definitions',
        key: 'sections.second.content.dl1',
        entries: [
          {
            id: 'card',
            termKey: 'sections.second.content.dl1.card.term',
            definitionKey: 'sections.second.content.dl1.card.definition',
          },
        ],
      },
    ]);
  });

  it('rejects an unknown block kind and a section id that cannot be an element id', () => {
    const base = { title: 'T', description: 'D', intro: {} };
    expect(() =>
      getLegalOutline({ ...base, sections: { a: { heading: 'A', content: { img1: 'x' } } } }),
    ).toThrow(/Unknown legal block/);
    expect(() =>
      getLegalOutline({ ...base, sections: { 'Not An Id': { heading: 'A', content: {} } } }),
    ).toThrow();
  });
});

// The legal text refers to sections by number ("see section 13"), so their order is part of the content.
describe('the published legal documents', () => {
  it('has the sixteen privacy sections in the order the text refers to', () => {
    const { sections } = getLegalOutline(legalEn.PrivacyPolicy);
    expect(sections.map((section) => section.id)).toEqual([
      'information-we-collect',
      'how-we-use-information',
      'legal-bases',
      'sharing',
      'international-transfers',
      'retention',
      'security',
      'your-rights',
      'cookies',
      'children',
      'data-breach',
      'opt-out-and-unsubscribe',
      'information-about-others',
      'deletion-of-account',
      // Added after the legal text, so no section number it cites moves.
      'rate-alerts',
      'analytics',
    ]);
  });

  it('has the terms sections in the order the text refers to', () => {
    const { sections } = getLegalOutline(legalEn.Terms);
    const numberOf = (id: string) => sections.find((section) => section.id === id)?.number;
    expect(numberOf('definitions')).toBe(2);
    expect(numberOf('accounts')).toBe(4);
    expect(numberOf('transactions')).toBe(5);
    expect(numberOf('cards')).toBe(6);
    expect(numberOf('disputes')).toBe(8);
  });

  it('defines every concept the terms rely on', () => {
    const { sections } = getLegalOutline(legalEn.Terms);
    const terms = sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'definitions' ? block.entries.map((entry) => entry.id) : []));
    expect(terms).toEqual(
      expect.arrayContaining([
        'account',
        'card',
        'moneyTransfer',
        'moneyTransferAmount',
        'transactionHistory',
        'paymentInstrument',
        'paymentInstruction',
        'sender',
        'recipient',
        'serviceFee',
        'serviceProvider',
        'issuingBank',
        'merchant',
        'user',
        'businessDay',
      ]),
    );
  });
});
