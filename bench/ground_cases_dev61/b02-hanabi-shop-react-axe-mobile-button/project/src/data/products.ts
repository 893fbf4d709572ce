export type Product = {
  id: string;
  name: string;
  price: number;
  image: string;
  onSale?: boolean;
};

export const products: Product[] = [
  { id: "p1", name: "線香花火 30本入り", price: 880, image: "/img/senko.jpg", onSale: true },
  { id: "p2", name: "手持ち花火 ファミリーセット", price: 2480, image: "/img/family.jpg" },
  { id: "p3", name: "打ち上げ 10連発", price: 1580, image: "/img/uchiage.jpg" },
];
