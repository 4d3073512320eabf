/**
 * For a test whose behaviour does not depend on the screen's width (what the server answers, what a form stores,
 * what a button opens): it runs once, in the phone project (most of our visitors are on phones), instead of at
 * both widths. Layout, scrolling and axe checks stay at both. playwright.config.ts leaves it out of the desktop
 * project by this tag.
 */
export const ANY_WIDTH = { tag: '@any-width' };
