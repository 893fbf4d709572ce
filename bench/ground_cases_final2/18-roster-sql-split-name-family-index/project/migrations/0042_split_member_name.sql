-- 0042: split members.full_name into given_name / family_name.
-- full_name stays for one release so old app versions keep working;
-- 0044 will drop it.
BEGIN;

ALTER TABLE members ADD COLUMN given_name text;
ALTER TABLE members ADD COLUMN family_name text;

UPDATE members
SET given_name  = split_part(full_name, ' ', 1),
    family_name = split_part(full_name, ' ', 1)
WHERE full_name IS NOT NULL;

ALTER TABLE members ALTER COLUMN given_name SET NOT NULL;

COMMIT;
