export const NEW_TAB_HINT_ID = 'new-tab-hint';
