export type Recipe = {
  id: string;
  title: string;
  minutes: number;
  ingredients: string[];
  tags: string[];
};
