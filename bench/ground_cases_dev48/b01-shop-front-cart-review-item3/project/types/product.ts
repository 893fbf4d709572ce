export type Category = {
  slug: string;
  label: string;
};

export type Product = {
  id: string;
  name: string;
  price: number;
  compareAtPrice?: number;
  category: string;
  imageUrl: string;
  stock: number;
};
