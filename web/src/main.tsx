// First: no schema may be built before zod is told not to use eval (the page's CSP forbids it).
import "./lib/zod-without-eval";
import "@fontsource-variable/inter/wght.css";
import "./index.css";
import "react-dom/client";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// React is evaluated with this module; the app (the router, the query cache, the contracts' schemas, the
// providers) in tasks of their own after it, so none holds the page for the time of all (Lighthouse's total
// blocking time, decisions 053 and 054). The app's modules are asked for at once, so they download together;
// the browser runs each part of the graph when it has arrived: the providers' part, then the router's, then
// what is left of the app's, each in its own task.
setTimeout(() => {
  void import("./app/providers");
  void import("./app/router");
  void import("./app/start").then(({ startApp }) => startApp(root));
}, 0);
