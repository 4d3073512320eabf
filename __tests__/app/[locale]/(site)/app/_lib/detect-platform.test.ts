import { detectPlatform } from '@/app/[locale]/(site)/app/_lib/detect-platform';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  operaMini: 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  windowsPhone:
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPadOsAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('detectPlatform', () => {
  it.each([
    ['iPhone', agents.iPhone, 'ios'],
    ['an older iPad', agents.iPadOld, 'ios'],
    ['an Android phone', agents.android, 'android'],
    ['Opera Mini on Android', agents.operaMini, 'android'],
    ['Windows Phone (claims both)', agents.windowsPhone, 'other'],
    ['a desktop browser', agents.desktop, 'other'],
    ['iPadOS presenting as a Mac', agents.iPadOsAsMac, 'other'],
    ['no User-Agent', null, 'other'],
    ['an empty User-Agent', '', 'other'],
  ] as const)('%s → %s', (_name, agent, expected) => {
    expect(detectPlatform(agent)).toBe(expected);
  });

  it('does not take a word that merely contains a platform name for it', () => {
    expect(detectPlatform('AndroidStudioBot/1.0 iPhoneography-crawler')).toBe('other');
  });
});
