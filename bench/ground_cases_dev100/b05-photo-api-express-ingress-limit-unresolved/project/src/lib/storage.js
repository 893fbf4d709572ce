"use strict";

const { randomUUID } = require("node:crypto");
const path = require("node:path");
const { S3Client, PutObjectCommand, GetObjectCommand } = require("@aws-sdk/client-s3");
const { getSignedUrl } = require("@aws-sdk/s3-request-presigner");
const { config } = require("../config");

// 元のファイル名はキーに使わない(日本語・空白・スラッシュ対策)。拡張子だけ残す
function objectKey(file) {
  const ext = path.extname(file.originalname).toLowerCase().replace(/[^.a-z0-9]/g, "");
  return `photos/${randomUUID()}${ext}`;
}

function createS3Storage(client = new S3Client({ region: config.s3.region, endpoint: config.s3.endpoint })) {
  const bucket = config.s3.bucket;

  async function put(file) {
    const key = objectKey(file);
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: file.buffer,
        ContentType: file.mimetype,
        // S3 のユーザーメタデータは ASCII のみなので URI エンコードして入れる
        Metadata: { "original-name": encodeURIComponent(file.originalname) },
      }),
    );
    return { key, size: file.size, contentType: file.mimetype };
  }

  async function signedUrl(key) {
    return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 600 });
  }

  return { put, signedUrl };
}

function createMemoryStorage() {
  const objects = new Map();
  return {
    objects,
    async put(file) {
      const key = objectKey(file);
      objects.set(key, file);
      return { key, size: file.size, contentType: file.mimetype };
    },
    async signedUrl(key) {
      return `http://localhost/${key}`;
    },
  };
}

module.exports = { createS3Storage, createMemoryStorage, objectKey };
