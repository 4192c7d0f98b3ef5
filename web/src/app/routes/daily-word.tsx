import { SunriseIcon } from "lucide-react";
import { PassageDialogProvider } from "@/features/bible/components/passage-dialog-provider";
import { usePassageDialog } from "@/features/bible/hooks/use-passage-dialog";
import { DailyWordScreen } from "@/features/daily-word/components/daily-word-screen";
import { useDailyWordDate } from "@/features/daily-word/hooks/use-daily-word-date";
import { InnerPage } from "../layouts/inner-page";

export function DailyWordRoute() {
  return (
    <PassageDialogProvider>
      <InnerPage
        icon={<SunriseIcon />}
        title="Daily Word"
        description="A scripture, a reflection and prayer points for each day."
      >
        <DailyWord />
      </InnerPage>
    </PassageDialogProvider>
  );
}

function DailyWord() {
  const { date, today, setDate } = useDailyWordDate();
  const { openPassage } = usePassageDialog();
  return <DailyWordScreen date={date} today={today} onDateChange={setDate} onOpenReference={openPassage} />;
}

export { DailyWordRoute as Component };
