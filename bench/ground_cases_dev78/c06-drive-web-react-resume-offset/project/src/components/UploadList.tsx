import { UploadItem } from '../hooks/useChunkedUpload';
import { formatSize } from '../utils/format';

interface Props {
  items: UploadItem[];
  onRetry: (item: UploadItem) => void;
}

export function UploadList({ items, onRetry }: Props) {
  if (items.length === 0) {
    return <p className="empty">还没有上传任务</p>;
  }
  return (
    <ul className="upload-list">
      {items.map((item) => (
        <li key={item.session.id} className={`upload-item ${item.status}`}>
          <span className="name" title={item.name}>{item.name}</span>
          <span className="size">{formatSize(item.session.chunkSize)}</span>
          <progress max={100} value={item.progress} />
          <span className="pct">{item.progress}%</span>
          {item.status === 'error' && (
            <button type="button" onClick={() => onRetry(item)}>
              重试
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
