export interface Address {
  postalCode: string;
  prefecture: string;
  city: string;
  street: string;
  building: string;
}

export interface Profile {
  id: string;
  displayName: string;
  email: string;
  address: Address;
}

export function emptyAddress(): Address {
  return { postalCode: "", prefecture: "", city: "", street: "", building: "" };
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    throw new Error(`${init?.method ?? "GET"} ${path}: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function fetchProfile(): Promise<Profile> {
  return request<Profile>("/me");
}

export function saveAddress(address: Address): Promise<Profile> {
  return request<Profile>("/me/address", { method: "PUT", body: JSON.stringify(address) });
}
