export function diffIssues(remote, board) {
  const byNumber = new Map(board.map((card) => [card.issueNumber, card]));
  const create = [];
  const update = [];
  for (const issue of remote) {
    const card = byNumber.get(issue.number);
    if (!card) {
      create.push(issue);
    } else if (card.state !== issue.state || card.title !== issue.title) {
      update.push({ card, issue });
    }
    byNumber.delete(issue.number);
  }
  return { create, update, archive: [...byNumber.values()] };
}
