CREATE INDEX project_members_user_id_idx ON project_members (user_id);
