import { test } from 'node:test';
import assert from 'node:assert/strict';

process.env.R2_BUCKET = 'photo-share-test';
process.env.R2_PUBLIC_BASE = 'https://img.test';
const { newKey, publicUrl } = await import('../src/storage.js');

test('newKey keeps the extension', () => {
  assert.match(newKey('u1', 'cat.JPG'), /^uploads\/u1\/[0-9a-f-]+\.jpg$/);
});

test('newKey without extension', () => {
  assert.match(newKey('u1', 'README'), /\.bin$/);
});

test('publicUrl uses the public base', () => {
  assert.equal(publicUrl('uploads/u1/x.jpg'), 'https://img.test/uploads/u1/x.jpg');
});
