const num = (v, d) => (v === undefined || v === '' ? d : Number(v));

module.exports = {
  port: num(process.env.PORT, 3000),
  maxUploadMb: num(process.env.MAX_UPLOAD_MB, 10),
  uploadDir: process.env.UPLOAD_DIR || '/data/uploads',
  publicBaseUrl: process.env.PUBLIC_BASE_URL || 'http://localhost:8080/files',
  allowedMime: ['image/jpeg', 'image/png', 'image/webp'],
};
