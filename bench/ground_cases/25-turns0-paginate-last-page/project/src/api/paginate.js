const PER_PAGE = 100;

/**
 * Fetch every page of a list endpoint. Gitee returns the page count in
 * the `total_page` response header.
 */
export async function fetchAll(client, path, query = {}) {
  const first = await client.get(path, { ...query, page: 1, per_page: PER_PAGE });
  const totalPages = Number(first.headers['total_page'] || 1);
  const items = [...first.data];
  for (let page = 2; page < totalPages; page++) {
    const { data } = await client.get(path, { ...query, page, per_page: PER_PAGE });
    items.push(...data);
  }
  return items;
}

export function chunk(list, size) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
