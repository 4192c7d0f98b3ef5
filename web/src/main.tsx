// First: no schema may be built before zod is told not to use eval (the page's CSP forbids it).
import "./lib/zod-without-eval";
import "@fontsource-variable/inter/wght.css";
import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { appContainer } from "./app/prerendered";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// A prerendered page (/landing, /auth) stays on screen while the app renders beside it (decision 049).
const container = appContainer(root);

// A transition: React renders the first screen in small slices, yielding to the browser between them, so
// the page never freezes for the whole first render (Lighthouse's total blocking time, decision 041).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
