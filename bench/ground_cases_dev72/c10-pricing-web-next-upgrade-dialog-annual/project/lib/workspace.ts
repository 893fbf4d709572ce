import { createContext, useContext } from 'react';

export interface WorkspaceContextValue {
  id: string;
  name: string;
  role: 'owner' | 'admin' | 'member';
}

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

export function useWorkspace(): WorkspaceContextValue {
  const ws = useContext(WorkspaceContext);
  if (!ws) throw new Error('useWorkspace must be used inside <WorkspaceProvider>');
  return ws;
}
