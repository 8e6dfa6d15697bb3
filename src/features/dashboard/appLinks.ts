/** The partner app's download links; docs/decisions.md "Dashboard"; docs/decisions.md "Notes: src/features/dashboard/appLinks.ts" */
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
