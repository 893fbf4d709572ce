export type Item = {
  id: string;
  title: string;
  done: boolean;
  createdAt: number;
};
