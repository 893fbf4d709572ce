import { tool } from 'ai';
import { z } from 'zod';

const API = process.env.PM_API_URL ?? 'http://localhost:4000';

export const tools = {
  searchTasks: tool({
    description: 'Search tasks by keyword, optionally filtered by project and status',
    parameters: z.object({
      query: z.string(),
      projectId: z.string().optional(),
      status: z.enum(['open', 'in_progress', 'done']).optional(),
    }),
    execute: async ({ query, projectId, status }) => {
      const params = new URLSearchParams({ q: query });
      if (projectId) params.set('project', projectId);
      if (status) params.set('status', status);
      const res = await fetch(`${API}/tasks?${params}`);
      return res.ok ? res.json() : { error: `search failed: ${res.status}` };
    },
  }),
  getProject: tool({
    description: 'Get one project with its members and milestones',
    parameters: z.object({ projectId: z.string() }),
    execute: async ({ projectId }) => {
      const res = await fetch(`${API}/projects/${projectId}`);
      return res.ok ? res.json() : { error: `not found: ${projectId}` };
    },
  }),
};
