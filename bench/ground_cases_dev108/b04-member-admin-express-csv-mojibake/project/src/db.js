"use strict";

// In-memory stand-in for the members table (the real one is behind the admin VPN).
const MEMBERS = [
  { id: 1, name: "山田 太郎", email: "taro@example.jp", plan: "basic", joinedAt: "2024/04/01" },
  { id: 2, name: "佐藤 花子", email: "hanako@example.jp", plan: "premium", joinedAt: "2024/06/15" },
  { id: 3, name: "鈴木 一郎", email: "ichiro@example.jp", plan: "basic", joinedAt: "2025/01/10" },
];

async function listMembers({ plan } = {}) {
  const rows = plan ? MEMBERS.filter((m) => m.plan === plan) : MEMBERS;
  return rows.map((m) => ({ ...m }));
}

async function findMember(id) {
  const m = MEMBERS.find((row) => row.id === id);
  return m ? { ...m } : null;
}

async function countByPlan() {
  const counts = {};
  for (const m of MEMBERS) {
    counts[m.plan] = (counts[m.plan] || 0) + 1;
  }
  return counts;
}

async function planNames() {
  const names = new Set(MEMBERS.map((m) => m.plan));
  return [...names].sort();
}

module.exports = { listMembers, findMember, countByPlan, planNames };
