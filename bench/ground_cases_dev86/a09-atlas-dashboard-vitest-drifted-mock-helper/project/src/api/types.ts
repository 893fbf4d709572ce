export interface Project {
  id: string;
  name: string;
  owner: string;
  archived: boolean;
  updatedAt: string;
}

/** GET /projects since API v2 (cursor pagination). */
export interface ProjectsPage {
  items: Project[];
  nextCursor: string | null;
}
