import * as path from 'path';

/** Strip directories and control characters from a client-supplied file name. */
export function safeBaseName(name: string): string {
  // multer hands us the UTF-8 bytes of the name decoded as latin1
  const decoded = Buffer.from(name, 'latin1').toString('utf8');
  const base = path.basename(decoded.replace(/\\/g, '/'));
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
}

/** Lower-cased extension including the dot, or '' when there is none. */
export function extensionOf(name: string): string {
  const ext = path.extname(name).toLowerCase();
  return ext.length > 1 && ext.length <= 10 ? ext : '';
}
