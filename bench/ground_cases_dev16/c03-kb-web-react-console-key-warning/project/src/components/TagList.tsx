import type { MouseEvent } from 'react';

import styles from './TagList.module.css';

interface Props {
  tags: string[];
  /** Called with the tag when a chip is clicked; chips are plain text without it. */
  onClick?: (tag: string) => void;
  max?: number;
}

export function TagList({ tags, onClick, max = 8 }: Props) {
  if (tags.length === 0) {
    return null;
  }
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  const cls = onClick ? styles.clickable : styles.tag;

  const handleClick = (e: MouseEvent<HTMLUListElement>) => {
    const tag = (e.target as HTMLElement).dataset.tag;
    if (tag && onClick) onClick(tag);
  };

  return (
    <ul className={styles.tagList} onClick={handleClick}>
      {shown.map((tag) => <li className={cls} data-tag={tag}>#{tag}</li>)}
      {hidden > 0 && <li className={styles.more}>+{hidden}</li>}
    </ul>
  );
}

export default TagList;
