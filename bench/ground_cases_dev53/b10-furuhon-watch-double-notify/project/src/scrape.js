import * as cheerio from "cheerio";

import { SHOP, userAgent } from "./config.js";

async function fetchPage(page) {
  const url = `${SHOP.newArrivalsUrl}?page=${page}`;
  const res = await fetch(url, { headers: { "User-Agent": userAgent() } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  // The shop switched to Shift_JIS; decode with whatever charset the response declares.
  const type = res.headers.get("content-type") ?? "";
  const charset = /charset=([^;]+)/i.exec(type)?.[1]?.trim().toLowerCase() ?? "utf-8";
  const bytes = await res.arrayBuffer();
  return new TextDecoder(charset === "shift_jis" || charset === "sjis" ? "shift_jis" : charset).decode(bytes);
}

export function parseList(html) {
  const $ = cheerio.load(html);
  const items = [];
  $("table.itemlist tr.item").each((_, tr) => {
    const row = $(tr);
    const a = row.find("td.title a");
    const title = a.text().trim();
    const href = new URL(a.attr("href"), SHOP.newArrivalsUrl).toString();
    const price = Number(row.find("td.price").text().replace(/[^0-9]/g, ""));
    const author = row.find("td.author").text().trim();
    items.push({ key: `${title}|${price}`, title, author, price, url: href });
  });
  return items;
}

export async function scrapeNewArrivals() {
  const all = [];
  for (let page = 1; page <= SHOP.pages; page++) {
    const html = await fetchPage(page);
    const items = parseList(html);
    all.push(...items);
    if (items.length === 0) break;
    await new Promise((r) => setTimeout(r, 1500)); // be gentle with a small shop
  }
  return all;
}
