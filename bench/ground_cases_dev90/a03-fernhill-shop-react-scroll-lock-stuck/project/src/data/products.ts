export type Product = { sku: string; name: string; price: number; image: string };

export const products: Product[] = [
  { sku: "FH-101", name: "Linen apron", price: 34, image: "/img/apron.jpg" },
  { sku: "FH-102", name: "Stoneware mug", price: 18, image: "/img/mug.jpg" },
  { sku: "FH-103", name: "Beeswax wraps (3)", price: 15, image: "/img/wraps.jpg" },
  { sku: "FH-104", name: "Oak cutting board", price: 52, image: "/img/board.jpg" },
  { sku: "FH-105", name: "Wool throw", price: 89, image: "/img/throw.jpg" },
  { sku: "FH-106", name: "Enamel colander", price: 27, image: "/img/colander.jpg" },
];
