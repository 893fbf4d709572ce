export interface Customer {
  id: number;
  name: string;      // 表示名（漢字・かな・英字）
  nameKana: string;  // 読み仮名（ひらがな or カタカナ）
  email: string;
  createdAt: string; // ISO 8601
  totalSpent: number;
}

export type SortKey = 'name' | 'createdAt' | 'totalSpent';
export type SortDir = 'asc' | 'desc';
