import { NextResponse } from 'next/server';

export async function GET() {
  return NextResponse.json({ ok: true, commit: process.env.GIT_SHA ?? 'dev' });
}
