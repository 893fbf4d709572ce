import { useChunkedUpload } from './hooks/useChunkedUpload';
import { UploadList } from './components/UploadList';

export default function App() {
  const { items, upload } = useChunkedUpload();
  const list = Object.values(items);

  return (
    <main>
      <h1>我的网盘</h1>
      <input
        type="file"
        multiple
        onChange={(e) => Array.from(e.target.files ?? []).forEach((f) => upload(f))}
      />
      <UploadList items={list} onRetry={(item) => console.warn('retry needs the File again', item.name)} />
    </main>
  );
}
