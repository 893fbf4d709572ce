import { defaultConfig, type RotaConfig } from './config.js';
import { canDo, capOf, isAvailable, type Member } from './members.js';

export interface Service {
  id: string;
  title: string;
  date: string; // 2025-12-21
  start: string; // 10:30
  roles: string[];
}

export interface Assignment {
  serviceId: string;
  date: string;
  start: string;
  role: string;
  member: string;
}

type Counts = Map<string, number>;

function countOf(counts: Counts, name: string): number {
  return counts.get(name) ?? 0;
}

function isBusy(out: Assignment[], member: Member, service: Service): boolean {
  // one person cannot be in two places at once: same date and start time, whatever the service
  return out.some((a) => a.member === member.name && a.date === service.date && a.start === service.start);
}

function pickPreferred(members: Member[], role: string, service: Service, counts: Counts,
                       out: Assignment[], cfg: RotaConfig): Member | undefined {
  const candidates = members
    .filter((m) => m.wants.includes(role) && canDo(m, role, cfg.scoreRoles))
    .filter((m) => isAvailable(m, service.date) && !isBusy(out, m, service))
    .filter((m) => countOf(counts, m.name) < capOf(m, cfg.maxPerMonth));
  // fewest turns first, so the work is spread
  candidates.sort((a, b) => countOf(counts, a.name) - countOf(counts, b.name));
  return candidates[0];
}

function pickFallback(members: Member[], role: string, service: Service, counts: Counts,
                      out: Assignment[], cfg: RotaConfig): Member | undefined {
  // nobody volunteered: take anyone who can do it and is free
  const candidates = members
    .filter((m) => canDo(m, role, cfg.scoreRoles) && isAvailable(m, service.date) && !isBusy(out, m, service));
  candidates.sort((a, b) => Number(b.readsScore) - Number(a.readsScore));
  return candidates[0];
}

export function buildRota(services: Service[], members: Member[], cfg: RotaConfig = defaultConfig): Assignment[] {
  const counts: Counts = new Map();
  const out: Assignment[] = [];
  for (const service of [...services].sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start))) {
    for (const role of service.roles) {
      const member = pickPreferred(members, role, service, counts, out, cfg)
        ?? pickFallback(members, role, service, counts, out, cfg);
      if (!member) continue;
      out.push({ serviceId: service.id, date: service.date, start: service.start, role, member: member.name });
      counts.set(member.name, countOf(counts, member.name) + 1);
    }
  }
  return out;
}

export function unfilled(services: Service[], rota: Assignment[]): string[] {
  const missing: string[] = [];
  for (const s of services) {
    for (const role of s.roles) {
      if (!rota.some((a) => a.serviceId === s.id && a.role === role)) missing.push(`${s.date} ${s.title} ${role}`);
    }
  }
  return missing;
}
