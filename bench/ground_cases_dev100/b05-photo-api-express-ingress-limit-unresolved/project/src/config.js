"use strict";

function intFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") {
    return fallback;
  }
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  }
  return value;
}

const config = {
  port: intFromEnv("PORT", 3000),
  maxUploadBytes: intFromEnv("MAX_UPLOAD_MB", 20) * 1024 * 1024,
  allowedTypes: ["image/jpeg", "image/png", "image/heic", "image/webp"],
  s3: {
    bucket: process.env.S3_BUCKET || "photo-api-local",
    region: process.env.AWS_REGION || "ap-northeast-1",
    endpoint: process.env.S3_ENDPOINT || undefined,
  },
};

function describe() {
  return {
    port: config.port,
    maxUploadMB: config.maxUploadBytes / 1024 / 1024,
    bucket: config.s3.bucket,
  };
}

module.exports = { config, describe };
