import { ref } from "vue";
import { normalizePostalCode } from "../lib/validators";

export interface PostalHit {
  prefecture: string;
  city: string;
  town: string;
}

interface ZipcloudResponse {
  status: number;
  message: string | null;
  results: { address1: string; address2: string; address3: string }[] | null;
}

const ENDPOINT = "https://zipcloud.ibsnet.co.jp/api/search";

/** 郵便番号から住所を引く (zipcloud)。見つからなければ null */
export function usePostalLookup() {
  const searching = ref(false);
  const lookupError = ref("");

  async function lookup(postalCode: string): Promise<PostalHit | null> {
    const code = normalizePostalCode(postalCode);
    if (!/^\d{7}$/.test(code)) {
      lookupError.value = "郵便番号を7桁で入力してください";
      return null;
    }
    searching.value = true;
    lookupError.value = "";
    try {
      const res = await fetch(`${ENDPOINT}?zipcode=${code}`);
      const body = (await res.json()) as ZipcloudResponse;
      const hit = body.results?.[0];
      if (!hit) {
        lookupError.value = "該当する住所が見つかりませんでした";
        return null;
      }
      return { prefecture: hit.address1, city: hit.address2, town: hit.address3 };
    } catch {
      lookupError.value = "住所検索に失敗しました";
      return null;
    } finally {
      searching.value = false;
    }
  }

  return { lookup, searching, lookupError };
}
