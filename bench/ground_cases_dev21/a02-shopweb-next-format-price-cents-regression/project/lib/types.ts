export type Product = {
  id: string;
  slug: string;
  name: string;
  imageUrl: string;
  priceCents: number;
  saleCents?: number | null;
  tags: string[];
};

export type Category = {
  slug: string;
  title: string;
  productCount: number;
};
