import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { DEVICE_TIME_ZONE_COOKIE, REMINDER_PROMPT_COOKIE, SIGNED_IN_PAGE } from "@common/signed-in-page";
import { isValidTimeZone } from "@common/time-zones";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../features/auth";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MARKERS = SIGNED_IN_PAGE.markers;

/** What web/src/render-home.tsx exports. */
interface RenderModule {
  BOOT_PATHS: readonly string[];
  BOOT_ELEMENT_ID: string;
  /** The key of the page's answers under which the instant the page was drawn at goes. */
  BOOT_NOW: string;
  /** The key under which the zone the page was drawn in goes. */
  BOOT_ZONE: string;
  /** The key under which whether the page shows the Prayer Reminders card goes. */
  BOOT_REMINDER_PROMPT: string;
  renderSignedInHome(input: {
    url: string;
    answers: Record<string, unknown>;
    deviceTimeZone: string;
    now: number;
    reminderPrompt: boolean;
  }): Promise<{ title: string; html: string } | null>;
}

export interface SignedInHome {
  /** The signed-in home's page for this request, sent; false when it is not one (then the caller sends the app). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The zone this server's clock follows (the page's watches are drawn in it when the browser has not said its own). */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Only the home's first screen (its Watches tab) is rendered on the server; every other view is the app's. */
function rendersHome(url: string): boolean {
  const query = new URLSearchParams(url.split("?")[1] ?? "");
  const keys = [...query.keys()];
  return keys.length === 0 || (keys.length === 1 && query.get("tab") === "watches");
}

/** JSON that cannot end the <script> element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The signed-in home rendered on the server (decision 053): for a request to `/` carrying a live session, the
 * answers the home's first screen needs are asked of the app's own API (in-process, with the request's cookies,
 * so every rule of those routes holds), the home is rendered from them by the build's render module, and the page
 * goes out with the answers in it, so the app asks nothing again. Anything else (no session, a render that fails,
 * no build) gets the app's page as before. Null without the build's template and module.
 */
export async function loadSignedInHome(app: FastifyInstance, root: string): Promise<SignedInHome | null> {
  const templatePath = resolve(root, SIGNED_IN_PAGE.template);
  const modulePath = resolve(root, SIGNED_IN_PAGE.module);
  if (!existsSync(templatePath) || !existsSync(modulePath)) return null;
  let render: RenderModule;
  let template: string;
  try {
    template = readFileSync(templatePath, "utf8");
    if (!Object.values(MARKERS).every((marker) => template.includes(marker))) {
      throw new Error(`${SIGNED_IN_PAGE.template} lacks its markers`);
    }
    render = (await import(pathToFileURL(modulePath).href)) as RenderModule;
  } catch (error) {
    app.log.warn({ err: error }, "the signed-in home cannot be rendered on the server; the app renders it");
    return null;
  }

  const ask = (path: string, cookie: string) =>
    app.inject({ method: "GET", url: path, headers: { cookie, accept: "application/json" } });

  return {
    async send(request, reply) {
      const cookie = request.headers.cookie;
      if (!cookie || !request.cookies?.[SESSION_COOKIE] || !rendersHome(request.url)) return false;
      const [sessionPath, ...others] = render.BOOT_PATHS;
      if (!sessionPath) return false;
      const session = await ask(sessionPath, cookie);
      // A session extended or ended on the way is told to the browser, as the API would have.
      const setCookie = session.headers["set-cookie"];
      if (setCookie) reply.header("set-cookie", setCookie);
      if (session.statusCode !== 200) return false;
      const answers: Record<string, unknown> = { [sessionPath]: session.json() };
      if ((answers[sessionPath] as { user?: unknown } | null)?.user == null) return false;
      const replies = await Promise.all(others.map((path) => ask(path, cookie)));
      others.forEach((path, index) => {
        // An answer the API refused is left out: the app asks for it itself.
        if (replies[index]?.statusCode === 200) answers[path] = replies[index].json();
      });

      const zone = request.cookies?.[DEVICE_TIME_ZONE_COOKIE];
      let page: { title: string; html: string } | null;
      try {
        // The instant and the zone drawn go in the page: the app hydrates the page at that instant, in that zone
        // (decision 054). The zone this browser reported, else the server's own.
        const now = Date.now();
        const drawnIn = zone && isValidTimeZone(zone) ? zone : SERVER_TIME_ZONE;
        // The Prayer Reminders card, unless this device said it does not show it (a new device usually does).
        const reminderPrompt = request.cookies?.[REMINDER_PROMPT_COOKIE] !== "0";
        answers[render.BOOT_NOW] = now;
        answers[render.BOOT_ZONE] = drawnIn;
        answers[render.BOOT_REMINDER_PROMPT] = reminderPrompt;
        page = await render.renderSignedInHome({
          url: request.url,
          answers,
          deviceTimeZone: drawnIn,
          now,
          reminderPrompt,
        });
      } catch (error) {
        request.log.error({ err: error }, "rendering the signed-in home failed; the app renders it");
        return false;
      }
      if (!page) return false;

      const html = template
        .replace(MARKERS.title, () => page.title)
        .replace(MARKERS.html, () => page.html)
        .replace(
          MARKERS.boot,
          () => `<script type="application/json" id="${render.BOOT_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`,
        );
      const body = Buffer.from(html);
      const accepts = String(request.headers["accept-encoding"] ?? "");
      // The page is the user's own: never kept by a cache, compressed per request (quickly: it is sent once).
      reply
        .code(200)
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .header("vary", "Cookie, Accept-Encoding");
      if (/\bbr\b/.test(accepts)) {
        const compressed = await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        await reply.header("content-encoding", "br").send(compressed);
      } else if (/\bgzip\b/.test(accepts)) {
        await reply.header("content-encoding", "gzip").send(await gzipAsync(body, { level: 6 }));
      } else {
        await reply.send(body);
      }
      return true;
    },
  };
}
