// First: no schema may be built before zod is told not to use eval (the page's CSP forbids it).
import "./lib/zod-without-eval";
import "@fontsource-variable/inter/wght.css";
import "./index.css";
import "react-dom/client";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// React is evaluated with this module; the app (the router, the query cache, the contracts' schemas, the
// providers) in a task of its own after it, so neither holds the page for the time of both (Lighthouse's
// total blocking time, decision 053).
setTimeout(() => {
  void import("./app/start").then(({ startApp }) => startApp(root));
}, 0);
