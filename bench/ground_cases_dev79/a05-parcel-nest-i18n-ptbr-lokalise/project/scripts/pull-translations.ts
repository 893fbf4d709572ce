import { LokaliseApi } from '@lokalise/node-api';
import * as fs from 'fs';
import * as path from 'path';

const PROJECT_ID = process.env.LOKALISE_PROJECT_ID ?? '5418227364b2f1a9e0c6d5.12874603';
const OUT = path.join(__dirname, '..', 'src', 'i18n');
const DRY = process.argv.includes('--dry-run');

async function main(): Promise<void> {
  const api = new LokaliseApi({ apiKey: process.env.LOKALISE_TOKEN! });
  const langs = await api.languages().list({ project_id: PROJECT_ID });
  const isos = langs.items.map((l) => l.lang_iso.replace('_', '-'));
  console.log(`Lokalise project languages: ${isos.join(', ')}`);
  for (const iso of isos) {
    const keys = await api.keys().list({ project_id: PROJECT_ID, include_translations: 1, limit: 500 });
    const out: Record<string, unknown> = {};
    for (const key of keys.items) {
      const tr = key.translations.find((t) => t.language_iso.replace('_', '-') === iso);
      if (tr?.translation) setPath(out, key.key_name.web, tr.translation);
    }
    const file = path.join(OUT, iso, 'push.json');
    console.log(`${DRY ? '[dry-run] ' : ''}${iso}: ${keys.items.length} keys -> ${path.relative(process.cwd(), file)}`);
    if (!DRY) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    }
  }
}

function setPath(obj: Record<string, any>, dotted: string, value: string): void {
  const parts = dotted.split('.').slice(1);
  let cur = obj;
  for (const p of parts.slice(0, -1)) cur = cur[p] ??= {};
  cur[parts[parts.length - 1]] = value;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
