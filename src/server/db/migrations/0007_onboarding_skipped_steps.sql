-- Completion is derived from stored data; the state keeps only the steps an agent skipped.
ALTER TABLE "onboarding_states" RENAME COLUMN "completed_steps" TO "skipped_steps";
