import { useQuery } from "@tanstack/react-query";
import { StarIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRemoveFavoriteMutation } from "../api/mutations";
import { favoritesQueryOptions } from "../api/queries";
import { ReferenceButton } from "./reference-button";
import { type HeadingLevel, SectionCard } from "./section-card";

/** The passages the user starred in the passage dialog, saved to their account. */
export function FavoritePassages({ headingLevel }: { headingLevel: HeadingLevel }) {
  const favorites = useQuery(favoritesQueryOptions);
  const remove = useRemoveFavoriteMutation();
  return (
    <SectionCard id="favorites-heading" title="Favorites" icon={<StarIcon />} headingLevel={headingLevel}>
      {favorites.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading favorites…
        </p>
      ) : favorites.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your favorites could not be loaded.
        </p>
      ) : favorites.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No favorites yet. Open a passage and press Favorite to keep it here.
        </p>
      ) : (
        <ul aria-label="Favorite passages" className="grid gap-1">
          {favorites.data.map((favorite) => (
            <li
              key={favorite.id}
              className="flex items-center justify-between gap-2 rounded-lg px-2 py-1 hover:bg-muted/60"
            >
              <ReferenceButton reference={favorite.reference} className="min-w-0 text-sm" />
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                aria-label={`Remove ${favorite.reference} from favorites`}
                onClick={() => remove.mutate(favorite)}
              >
                <Trash2Icon className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
