-- Rename instead of drop + add: keep existing nicknames.
ALTER TABLE "User" RENAME COLUMN "nickname" TO "displayName";
