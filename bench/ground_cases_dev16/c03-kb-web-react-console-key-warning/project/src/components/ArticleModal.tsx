import { useEffect } from 'react';

import type { Article } from '../api/articles';
import styles from './ArticleModal.module.css';
import { TagList } from './TagList';

interface Props {
  article: Article;
  onClose: () => void;
}

export function ArticleModal({ article, onClose }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, []);

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div className={styles.panel} role="dialog" aria-modal="true" onClick={(e) => e.stopPropagation()}>
        <header className={styles.header}>
          <h2>{article.title}</h2>
          <button className={styles.close} onClick={onClose} aria-label="关闭">
            ×
          </button>
        </header>
        <div className={styles.tags}>
          <TagList tags={article.tags} />
        </div>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
        <footer className={styles.footer}>
          {article.author} · 更新于 {new Date(article.updatedAt).toLocaleDateString('zh-CN')}
        </footer>
      </div>
    </div>
  );
}
