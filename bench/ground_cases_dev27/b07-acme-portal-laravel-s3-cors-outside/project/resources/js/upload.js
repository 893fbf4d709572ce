import axios from 'axios';

const MAX_BYTES = 20 * 1024 * 1024;

/**
 * 写真を S3 に直接アップロードする。
 * 1. Laravel から署名付きURLをもらう  2. そのURLへ PUT  3. 完了を Laravel に通知
 */
export async function uploadPhoto(file, { onProgress } = {}) {
    if (file.size > MAX_BYTES) {
        throw new Error('ファイルサイズは20MBまでです');
    }

    const { data } = await axios.post('/api/uploads/presign', {
        filename: file.name,
        content_type: file.type,
        size: file.size,
    });

    await putWithProgress(data.upload_url, file, data.headers, onProgress);

    const res = await axios.post('/api/uploads/complete', { path: data.path });
    return res.data;
}

function putWithProgress(url, file, headers, onProgress) {
    return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('PUT', url);
        for (const [name, value] of Object.entries(headers ?? {})) {
            if (name.toLowerCase() === 'host') continue;
            xhr.setRequestHeader(name, Array.isArray(value) ? value[0] : value);
        }
        xhr.upload.onprogress = (e) => {
            if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
        };
        xhr.onload = () => (xhr.status >= 200 && xhr.status < 300
            ? resolve()
            : reject(new Error(`S3 upload failed: ${xhr.status}`)));
        xhr.onerror = () => reject(new Error('S3 upload failed (network)'));
        xhr.send(file);
    });
}
