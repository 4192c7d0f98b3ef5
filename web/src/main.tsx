// First: no schema may be built before zod is told not to use eval (the page's CSP forbids it).
import "./lib/zod-without-eval";
import "@fontsource-variable/inter/wght.css";
import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { seedBootQueries, takeBootAnswers } from "./app/boot-queries";
import { appContainer } from "./app/prerendered";
import { rememberDeviceTimeZone } from "./features/watches/device-time-zone-cookie";
import { queryClient } from "./lib/query-client";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// A prerendered page (/landing, /auth) stays on screen while the app renders beside it (decision 049).
const container = appContainer(root);
// The signed-in home rendered by the server brings the answers it was drawn from: the app starts from them
// instead of asking again (decision 053).
const answers = takeBootAnswers();
if (answers) seedBootQueries(queryClient, answers);
// The server draws the watches in this device's zone next time; when the page is idle (reading the zone costs
// the first Intl call's start-up).
(window.requestIdleCallback ?? setTimeout)(() => rememberDeviceTimeZone());

// A transition: React renders the first screen in small slices, yielding to the browser between them, so
// the page never freezes for the whole first render (Lighthouse's total blocking time, decision 041).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
