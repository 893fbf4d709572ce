import { Link } from "react-router-dom";

interface Props {
  tags: string[];
}

export default function TagList({ tags }: Props) {
  return (
    <ul className="tag-list">
      <li className="tag-list__label">Tags:</li>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          <Link to={`/?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
        </li>
      ))}
    </ul>
  );
}
