import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { pushStateKey } from "../hooks/use-push-subscription";
import { pushSupported } from "../push-support";

/**
 * When the user signs out (or their session ends), this browser's push subscription is ended, so the
 * next person on this device gets no reminders of the last one's account. The session is gone by then,
 * so the server is not told: the push service answers its next send 410 and the server drops the
 * subscription. Renders nothing.
 */
export function PushDeviceFollowsUser({ userId }: { userId: number | null }) {
  const queryClient = useQueryClient();
  const previous = useRef<number | null>(userId);
  useEffect(() => {
    const signedOut = previous.current !== null && userId === null;
    previous.current = userId;
    if (!signedOut || !pushSupported()) return;
    void (async () => {
      try {
        const registration = await navigator.serviceWorker.getRegistration();
        const subscription = await registration?.pushManager.getSubscription();
        await subscription?.unsubscribe();
      } catch (error) {
        console.warn("Could not end this device's push subscription after signing out", error);
      } finally {
        void queryClient.invalidateQueries({ queryKey: pushStateKey });
      }
    })();
  }, [userId, queryClient]);
  return null;
}
