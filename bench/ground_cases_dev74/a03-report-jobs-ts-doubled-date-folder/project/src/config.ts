export const config = {
  bucket: process.env.REPORTS_BUCKET ?? "reports-eu",
  region: process.env.AWS_REGION ?? "eu-central-1",
  // set to http://localhost:9000 to run against minio
  s3Endpoint: process.env.S3_ENDPOINT,
  publicBaseUrl: process.env.REPORTS_PUBLIC_URL ?? "https://reports-eu.s3.eu-central-1.amazonaws.com",
  databaseUrl: process.env.DATABASE_URL ?? "postgres://localhost:5432/shop",
  mail: {
    from: "reports@kestrel-shop.de",
    weeklyTo: (process.env.WEEKLY_REPORT_TO ?? "sales@kestrel-shop.de").split(","),
    monthlyTo: (process.env.MONTHLY_REPORT_TO ?? "finance@kestrel-shop.de").split(","),
    smtpUrl: process.env.SMTP_URL ?? "smtp://localhost:1025",
  },
};
