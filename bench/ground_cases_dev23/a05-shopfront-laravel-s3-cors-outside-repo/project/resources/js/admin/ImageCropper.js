// Crops a product image in the browser and uploads the result as a new image.
// The original is loaded into a canvas, so the image must be CORS-enabled.

export async function loadImage(url) {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return img;
}

export function cropToBlob(img, { x, y, width, height }, type = 'image/jpeg') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, x, y, width, height, 0, 0, width, height);
    return new Promise((resolve, reject) => {
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), type, 0.9);
    });
}

export async function cropAndUpload(productId, image, area, csrfToken) {
    const img = await loadImage(image.url);
    const blob = await cropToBlob(img, area);
    const body = new FormData();
    body.append('image', blob, `crop-${image.id}.jpg`);
    body.append('alt', image.alt ?? '');

    const res = await fetch(`/api/admin/products/${productId}/images`, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { 'X-CSRF-TOKEN': csrfToken, Accept: 'application/json' },
    });
    if (!res.ok) {
        throw new Error(`upload failed: ${res.status}`);
    }
    return res.json();
}
