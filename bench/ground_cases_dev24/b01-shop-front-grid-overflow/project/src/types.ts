export type Product = {
  id: string;
  name: string;
  price: number;
  stock: number;
  imageUrl: string;
  createdAt: string;
  category: string;
};

export type Category = {
  slug: string;
  label: string;
};
