import { describe, expect, it } from "vitest";
import { rankCandidates, topReasons } from "../src/lib/rank.js";
import type { Candidate, JobProfile } from "../src/types.js";

const job: JobProfile = { requiredSkills: ["ts", "react"], minYears: 3, city: "Shanghai", remote: false };

const c = (name: string, skills: string[], years: number, city = "Shanghai"): Candidate => ({ name, skills, years, city });

describe("rankCandidates", () => {
  it("orders by score desc then name", () => {
    const out = rankCandidates([c("Bo", ["ts"], 5), c("An", ["ts"], 5), c("Cy", ["ts", "react"], 4)], job);
    expect(out.map((r) => r.candidate.name)).toEqual(["Cy", "An", "Bo"]);
  });

  it("respects the limit", () => {
    const many = Array.from({ length: 30 }, (_, i) => c(`p${i}`, ["ts"], 3));
    expect(rankCandidates(many, job, 5)).toHaveLength(5);
  });

  it("drops zero scores", () => {
    const out = rankCandidates([c("Zed", [], 0, "Berlin")], job);
    expect(out).toEqual([]);
  });
});

describe("topReasons", () => {
  it("counts reasons across candidates", () => {
    const out = rankCandidates([c("Al", ["ts", "react"], 1), c("Be", ["ts", "react"], 2)], job);
    expect(topReasons(out, 1)).toEqual(["strong skill match"]);
  });
});
