import { http } from "./http";

export type Ticket = {
  id: number;
  title: string;
  state: "open" | "closed";
  assignee: string | null;
  updatedAt: string;
};

export async function fetchTickets(projectId: number): Promise<Ticket[]> {
  const { data } = await http.get<Ticket[]>(`/projects/${projectId}/tickets`);
  return data;
}
