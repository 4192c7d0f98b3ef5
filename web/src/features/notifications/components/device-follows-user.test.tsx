import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createTestQueryClient, renderWithQuery } from "@/testing/render";
import { stubNotification, stubPush, unstubPush } from "../notifications-test-utils";
import { PushDeviceFollowsUser } from "./device-follows-user";

afterEach(unstubPush);

describe("PushDeviceFollowsUser", () => {
  it("ends this browser's subscription when the user signs out, and only then", async () => {
    stubNotification("granted");
    const { pushManager } = stubPush({ subscribed: true });
    const subscription = (await pushManager.getSubscription())!;
    const client = createTestQueryClient();
    const { rerender } = renderWithQuery(<PushDeviceFollowsUser userId={null} />, client);
    rerender(<PushDeviceFollowsUser userId={7} />);
    rerender(<PushDeviceFollowsUser userId={7} />);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    rerender(<PushDeviceFollowsUser userId={null} />);
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledOnce());
    expect(await pushManager.getSubscription()).toBeNull();
  });
});
