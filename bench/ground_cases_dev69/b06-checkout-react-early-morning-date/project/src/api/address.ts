/** zipcloud（https://zipcloud.ibsnet.co.jp/doc/api）で郵便番号から住所を引く。見つからなければ null。 */
export async function lookupAddress(zip7: string): Promise<string | null> {
  const res = await fetch(`https://zipcloud.ibsnet.co.jp/api/search?zipcode=${zip7}`);
  if (!res.ok) return null;
  const body = await res.json();
  const hit = body.results?.[0];
  if (!hit) return null;
  return `${hit.address1}${hit.address2}${hit.address3}`;
}
