import type { Db } from "./client";

export async function seedIfEmpty(_db: Db): Promise<void> {}
