import { type ComponentType, type LazyExoticComponent, lazy } from "react";

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint (any component's props).
type AnyComponent = ComponentType<any>;

/** `React.lazy` for a module's named export: the component loads with its module when first rendered. */
export function lazyNamed<M extends { [P in K]: AnyComponent }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
