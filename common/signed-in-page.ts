/**
 * The signed-in home rendered by the server (decision 053): what the build writes for it and the server reads,
 * and the cookie in which the browser tells the server its time zone.
 */
export const SIGNED_IN_PAGE = {
  /** The page's template beside index.html, with the markers below. */
  template: "signed-in.html",
  /** The render module (web/src/render-home.tsx, bundled) under the build's folder; never sent. */
  module: ".ssr/render-home.mjs",
  markers: { title: "<!--ssr-title-->", html: "<!--ssr-html-->", boot: "<!--ssr-boot-->" },
} as const;

/** The browser's IANA time zone, written by the app, read by the server when it renders the home. */
export const DEVICE_TIME_ZONE_COOKIE = "pj_tz";

/**
 * "0" when this device does not show the Prayer Reminders card (it has answered the browser's notification
 * question, or said Later), "1" when it does; written by the app, read by the server, which draws the card
 * unless told "0", so the card does not push the page down as the app takes over (decision 054).
 */
export const REMINDER_PROMPT_COOKIE = "pj_rp";
