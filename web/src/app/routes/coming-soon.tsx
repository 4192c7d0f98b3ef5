import { UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { InnerPage } from "../layouts/inner-page";

function ComingSoon({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <InnerPage title={title} icon={icon}>
      <div className="rounded-xl border border-dashed border-input bg-card/70 px-6 py-12 text-center">
        <p className="text-lg font-semibold">{title} is coming soon</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">{children}</p>
      </div>
    </InnerPage>
  );
}

export function CommunityRoute() {
  return (
    <ComingSoon title="Community" icon={<UsersIcon />}>
      A place to meet other watchmen and intercessors is coming soon.
    </ComingSoon>
  );
}
