export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
