import { Injectable } from '@nestjs/common';

import { Db } from '../db';

export interface WorkspaceRow {
  id: string;
  name: string;
  plan: string;
  ownerId: string;
}

@Injectable()
export class WorkspacesService {
  constructor(private readonly db: Db) {}

  async byApiKey(apiKey: string): Promise<WorkspaceRow | null> {
    const rows = await this.db.query<WorkspaceRow>(
      `SELECT w.id, w.name, w.plan, w.owner_id AS "ownerId"
         FROM workspaces w JOIN api_keys k ON k.workspace_id = w.id
        WHERE k.key_hash = digest($1, 'sha256') AND k.revoked_at IS NULL`,
      [apiKey],
    );
    return rows[0] ?? null;
  }

  async countProjects(workspaceId: string): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM projects WHERE workspace_id = $1 AND archived_at IS NULL',
      [workspaceId],
    );
    return rows[0].n;
  }
}
