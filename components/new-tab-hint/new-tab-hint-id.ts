/** Links that open a new tab point at the once-per-page hint with aria-describedby, keeping their names short. */
export const NEW_TAB_HINT_ID = 'new-tab-hint';
