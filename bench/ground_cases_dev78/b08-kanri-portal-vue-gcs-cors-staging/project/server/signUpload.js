import { Storage } from "@google-cloud/storage";
import { randomUUID } from "node:crypto";

const storage = new Storage();
const bucketName = process.env.UPLOAD_BUCKET ?? "acme-kanri-uploads-dev";

const EXPIRES_MS = 15 * 60 * 1000;

function objectName(fileName) {
  const safe = fileName.normalize("NFC").replace(/[\\/\u0000-\u001f]/g, "_");
  return `incoming/${new Date().toISOString().slice(0, 10)}/${randomUUID()}/${safe}`;
}

export async function signUpload(fileName, contentType) {
  const name = objectName(fileName);
  const [url] = await storage
    .bucket(bucketName)
    .file(name)
    .getSignedUrl({
      version: "v4",
      action: "write",
      expires: Date.now() + EXPIRES_MS,
      contentType,
    });
  return { url, objectName: name, expiresInSec: EXPIRES_MS / 1000 };
}
