export function findPostgresPrograms(): string | null;
