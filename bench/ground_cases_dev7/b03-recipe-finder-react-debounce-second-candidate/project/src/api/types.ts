export type Recipe = {
  id: string;
  title: string;
  minutes: number;
  calories: number;
  thumbnailUrl: string;
};
