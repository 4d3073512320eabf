export const site = {
  name: 'Tuma',
  legalName: 'Tuma Technologies Ltd',
  supportUrl: 'https://support.tuma.example/hc',
  contactEmail: 'hello@tuma.example',
  stores: {
    ios: 'https://apps.apple.com/app/tuma-global-account/id6450000000',
    android: 'https://play.google.com/store/apps/details?id=app.tuma.mobile',
  },
  social: {
    facebook: 'https://www.facebook.com/tuma.app',
    x: 'https://x.com/tuma_app',
    instagram: 'https://www.instagram.com/tuma.app',
  },
  reviewPageUrl: 'https://www.trustpilot.com/review/tuma.example',
} as const;

export type StoreId = keyof typeof site.stores;

export const defaultStore: StoreId = 'android';

export type SectionId = 'global-accounts' | 'send-money' | 'virtual-cards';
