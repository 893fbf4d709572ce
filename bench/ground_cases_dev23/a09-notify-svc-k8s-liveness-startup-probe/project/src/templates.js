const { S3Client, ListObjectsV2Command, GetObjectCommand } = require("@aws-sdk/client-s3");
const Handlebars = require("handlebars");
const log = require("./log");

const BUCKET = process.env.TEMPLATES_BUCKET || "acme-notify-templates";
const PREFIX = process.env.TEMPLATES_PREFIX || "v2/";

const s3 = new S3Client({});
const compiled = new Map();

async function listKeys() {
  const keys = [];
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX, ContinuationToken: token }));
    for (const obj of page.Contents ?? []) {
      if (obj.Key.endsWith(".hbs")) keys.push(obj.Key);
    }
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

async function warmTemplates() {
  const keys = await listKeys();
  log.info({ count: keys.length, bucket: BUCKET, prefix: PREFIX }, "loading templates");
  for (const key of keys) {
    const obj = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    const source = await obj.Body.transformToString();
    compiled.set(key.slice(PREFIX.length, -".hbs".length), Handlebars.compile(source, { strict: true }));
  }
}

function render(name, locale, data) {
  const tpl = compiled.get(`${locale}/${name}`) ?? compiled.get(`en/${name}`);
  if (!tpl) throw new Error(`unknown template ${name}`);
  return tpl(data);
}

const templateCount = () => compiled.size;

module.exports = { warmTemplates, render, templateCount };
