import {
  type CreatePrayerStrategyInput,
  type ImportPrayerStrategiesInput,
  ImportPrayerStrategiesResponseSchema,
  type PrayerStrategy,
  PrayerStrategySchema,
  type UpdatePrayerStrategyInput,
} from "@common/prayer-strategies";
import { apiRequest } from "@/lib/api-client";

export async function createStrategy(input: CreatePrayerStrategyInput): Promise<PrayerStrategy> {
  return PrayerStrategySchema.parse(await apiRequest("POST", "/api/prayer-strategies", input));
}

export async function updateStrategy(id: number, changes: UpdatePrayerStrategyInput): Promise<PrayerStrategy> {
  return PrayerStrategySchema.parse(await apiRequest("PATCH", `/api/prayer-strategies/${id}`, changes));
}

export async function deleteStrategy(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/prayer-strategies/${id}`);
}

export async function importStrategies(input: ImportPrayerStrategiesInput) {
  return ImportPrayerStrategiesResponseSchema.parse(await apiRequest("POST", "/api/prayer-strategies/import", input));
}
