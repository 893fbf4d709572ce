export interface Company {
  id: string;
  name: string;
}

export interface Contact {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  company: Company;
  ownerId: string;
  updatedAt: string;
}

export interface User {
  id: string;
  name: string;
  email: string;
  active: boolean;
}
