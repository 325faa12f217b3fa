// Entry point: styles, the app, and the service worker that keeps the shell for offline use.
import { render } from "preact";
import "./styles.css";
import { App } from "./app";
import { boot } from "./lib/session";

const root = document.getElementById("app");
if (root) render(<App />, root);
void boot();

if ("serviceWorker" in navigator && location.protocol !== "file:") {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((e: unknown) => console.warn("service worker not registered", e));
  });
}
