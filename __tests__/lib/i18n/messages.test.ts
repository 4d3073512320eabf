import { loadMessages, mergeMessages } from '@/lib/i18n/messages';

describe('mergeMessages', () => {
  it('keeps base keys the override lacks and replaces the ones it has, at any depth', () => {
    const merged = mergeMessages({ Nav: { menu: 'Menu', support: 'Support' }, Only: 'en' }, { Nav: { menu: 'Menu FR' } });
    expect(merged).toEqual({ Nav: { menu: 'Menu FR', support: 'Support' }, Only: 'en' });
  });
});

describe('loadMessages', () => {
  it('loads English with the legal and error files merged in', async () => {
    const messages = await loadMessages('en');
    expect(messages).toHaveProperty('Nav.sendMoney', 'Send Money');
    expect(messages).toHaveProperty('Error.retry');
    expect(messages).toHaveProperty('Terms');
  });

  it('falls back to English for a French key not translated yet', async () => {
    const messages = await loadMessages('fr');
    expect(messages).toHaveProperty('Nav.sendMoney', 'Transferts');
    expect(messages).toHaveProperty('Footer.send');
  });
});
