/** The menu's id: the dialog's, or the server's panel that `#mobile-menu` opens without scripts. */
export const MOBILE_MENU_ID = 'mobile-menu';
/** The menu button's id: the server's panel closes with a link back to it. */
export const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button';
/** Where the menu button shows instead of the desktop links (the stylesheets' breakpoint). */
export const MOBILE_MENU_QUERY = '(max-width: 899px)';
