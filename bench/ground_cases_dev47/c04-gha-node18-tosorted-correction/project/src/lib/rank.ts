import type { Candidate, JobProfile } from "../types.js";
import { skillOverlap } from "./skills.js";

export interface Ranked {
  candidate: Candidate;
  score: number;
  reasons: string[];
}

const WEIGHTS = {
  skills: 0.6,
  seniority: 0.25,
  location: 0.15,
} as const;

export function scoreCandidate(c: Candidate, job: JobProfile): Ranked {
  const reasons: string[] = [];
  const skills = skillOverlap(c.skills, job.requiredSkills);
  if (skills > 0.8) reasons.push("strong skill match");
  const seniority = c.years >= job.minYears ? 1 : c.years / Math.max(job.minYears, 1);
  if (seniority < 1) reasons.push(`below ${job.minYears}y experience`);
  const location = job.remote || c.city === job.city ? 1 : 0;
  const score = WEIGHTS.skills * skills + WEIGHTS.seniority * seniority + WEIGHTS.location * location;
  return { candidate: c, score: Math.round(score * 1000) / 1000, reasons };
}

export function rankCandidates(candidates: Candidate[], job: JobProfile, limit = 20): Ranked[] {
  const scored = candidates.map((c) => scoreCandidate(c, job));
  return scored
    .filter((r) => r.score > 0)
    .toSorted((a, b) => b.score - a.score || a.candidate.name.localeCompare(b.candidate.name))
    .slice(0, limit);
}

export function topReasons(ranked: Ranked[], n = 3): string[] {
  const counts = new Map<string, number>();
  for (const r of ranked) {
    for (const reason of r.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([reason]) => reason);
}
