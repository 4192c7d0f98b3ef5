import { ArrowLeftIcon } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";

/** Goes back in history, or to `fallback` when the page was opened directly. */
export function BackButton({ fallback, label = "Back" }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        if (location.key === "default") navigate(fallback);
        else navigate(-1);
      }}
    >
      <ArrowLeftIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
