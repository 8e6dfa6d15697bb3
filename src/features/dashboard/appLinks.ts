/**
 * The partner app's download links (spec 1 §1, §2: "download boxes for the partner mobile app
 * (Android and iOS), each with a copy-link button"). The specification does not give them: these
 * are the store pages of the 'Daga Estates Partner' app (docs/decisions.md "Dashboard"). They are
 * only copied or opened by the user; nothing fetches them.
 */
export interface AppLink {
  platform: 'Android' | 'iOS';
  store: string;
  url: string;
}

export const PARTNER_APP_NAME = 'Daga Estates Partner';

export const PARTNER_APP_LINKS: readonly AppLink[] = [
  { platform: 'Android', store: 'Google Play', url: 'https://play.google.com/store/apps/details?id=com.dagaestates.partner' },
  { platform: 'iOS', store: 'App Store', url: 'https://apps.apple.com/in/app/daga-estates-partner/id6443910520' },
];
