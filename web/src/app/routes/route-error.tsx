import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { BrandMark } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { revealApp } from "../prerendered";

/** Shown when a page fails to load or render, for example after a new release replaced its files. */
export function RouteError() {
  const error = useRouteError();
  // A prerendered page must not hide the error (decision 049).
  useEffect(revealApp, []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <BrandMark className="size-14" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown. Reloading usually helps; if it keeps happening, please try again later.
      </p>
      {detail ? <p className="max-w-md text-xs text-muted-foreground">{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
