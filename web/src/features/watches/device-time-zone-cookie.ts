import { DEVICE_TIME_ZONE_COOKIE } from "@common/signed-in-page";
import { runtimeTimeZone } from "@/lib/device-time-zone";

/**
 * Remembers this device's time zone in a cookie, so the server draws the signed-in home's watches in the zone
 * this device's clock follows (decision 053). A zone name only; a year, then set again on the next visit.
 */
export function rememberDeviceTimeZone(doc: Document = document): void {
  try {
    // This browser's own zone, even while the app hydrates a page the server drew in another (decision 054).
    const zone = runtimeTimeZone();
    if (!zone) return;
    const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
    doc.cookie = `${DEVICE_TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // Cookies off: the server draws the watches in its own zone, and the app corrects them as it takes over.
  }
}
