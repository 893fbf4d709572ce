import { useState } from 'react';
import { t } from '../i18n';
import { SearchIcon } from './icons';

interface Props {
  onSearch: (q: string) => void;
}

export function SearchBar({ onSearch }: Props) {
  const [q, setQ] = useState('');
  return (
    <form
      className="search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(q.trim());
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="site-search"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('search.placeholder')}
      />
      <button type="submit" className="icon-btn" aria-label={t('search.label')}>
        <SearchIcon />
      </button>
    </form>
  );
}
