-- Orders invoiced more than once. For each order the earliest invoice is kept; every later one
-- (not yet red-flushed) is listed for finance to red-flush.
-- MySQL 8.0 (window functions).
SELECT
    t.order_no,
    t.invoice_no,
    t.invoice_code,
    t.amount,
    t.issued_at,
    t.pdf_url
FROM (
    SELECT
        i.OrderNo     AS order_no,
        i.InvoiceNo   AS invoice_no,
        i.InvoiceCode AS invoice_code,
        i.Amount      AS amount,
        i.IssuedAt    AS issued_at,
        i.PdfUrl      AS pdf_url,
        i.RedFlushed  AS red_flushed,
        ROW_NUMBER() OVER (PARTITION BY i.OrderNo ORDER BY i.IssuedAt, i.Id) AS rn
    FROM invoices i
) t
WHERE t.rn > 1
  AND t.red_flushed = 0
ORDER BY t.issued_at;
