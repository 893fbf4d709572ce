-- Local development data. Not a migration: load with psql after `flyway migrate`.
INSERT INTO teams (id, name, plan) VALUES
    (1, 'Acme Ops', 'pro'),
    (2, 'Globex Sales', 'starter'),
    (3, 'Initech QA', 'starter');

INSERT INTO users (id, team_id, email, role) VALUES
    (1, 1, 'ana@acme.test', 'owner'),
    (2, 1, 'ben@acme.test', 'member'),
    (3, 2, 'cho@globex.test', 'owner'),
    (4, 3, 'dev@initech.test', 'owner');

INSERT INTO sessions (user_id, started_at, ended_at, user_agent) VALUES
    (1, now() - interval '1 day', now() - interval '23 hours', 'Firefox'),
    (2, now() - interval '2 days', now() - interval '47 hours', 'Chrome'),
    (3, now() - interval '3 days', NULL, 'Safari'),
    (4, now() - interval '6 hours', now() - interval '5 hours', 'Chrome');

SELECT setval('teams_id_seq', 3);
SELECT setval('users_id_seq', 4);
