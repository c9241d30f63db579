/** The switch's button and panel, which the panel's code (loaded later) finds by id. */
export const DISPLAY_SETTINGS_BUTTON_ID = "display-settings-button";
export const DISPLAY_SETTINGS_PANEL_ID = "display-settings";
