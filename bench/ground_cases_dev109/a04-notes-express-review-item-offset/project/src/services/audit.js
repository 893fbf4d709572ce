const fs = require("node:fs/promises");
const path = require("node:path");

const AUDIT_FILE = process.env.AUDIT_FILE || path.join(__dirname, "..", "..", "audit.log");

function entry(userId, action, details) {
  return JSON.stringify({
    at: new Date().toISOString(),
    user: userId,
    action,
    ...details,
  });
}

// Appends one JSON line per action. Throws when the file cannot be written.
async function log(userId, action, details = {}) {
  if (!userId) {
    throw new Error("audit.log needs a user id");
  }
  await fs.appendFile(AUDIT_FILE, entry(userId, action, details) + "\n", "utf8");
}

async function tail(n = 20) {
  try {
    const text = await fs.readFile(AUDIT_FILE, "utf8");
    return text.trim().split("\n").slice(-n).map((l) => JSON.parse(l));
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw err;
  }
}

module.exports = { log, tail, AUDIT_FILE };
