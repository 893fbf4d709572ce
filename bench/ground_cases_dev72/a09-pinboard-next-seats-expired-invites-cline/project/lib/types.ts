export type PlanCode = 'free' | 'team' | 'business' | 'enterprise';

export interface Invite {
  id: string;
  email: string;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
  expiresAt: string;
}

export interface Member {
  id: string;
  name: string;
  role: 'owner' | 'admin' | 'member';
}

export interface WorkspaceBilling {
  id: string;
  name: string;
  plan: PlanCode;
  seatLimit: number | null;
  storageUsedBytes: number;
  storageLimitBytes: number | null;
  members: Member[];
  invites: Invite[];
  viewerRole: Member['role'];
}
