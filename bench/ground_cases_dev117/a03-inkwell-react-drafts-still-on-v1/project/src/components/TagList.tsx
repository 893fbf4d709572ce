type Props = {
  tags: string[];
  onPick?: (tag: string) => void;
};

// Pills under a post title. Clicking one filters the list by that tag.
export function TagList({ tags, onPick }: Props) {
  return (
    <ul className="tag-list">
      {tags.length === 0 && <li className="tag tag--empty">no tags</li>}
      {
        tags.map((tag) => (
          <li key={tag} className="tag">
            <button type="button" onClick={() => onPick?.(tag)}>
              #{tag}
            </button>
          </li>
        ))
      }
    </ul>
  );
}
