-- 請求明細の取得（画面・CSV 出力で使用）
-- 2016-04 消費税 8% 対応, 2019-10 10% 対応（TaxRate 列を参照するように変更）
CREATE OR ALTER PROCEDURE dbo.usp_GetInvoiceLines
    @InvoiceNo VARCHAR(20)
AS
BEGIN
    SET NOCOUNT ON;

    SELECT
        l.LineNo,
        i.ItemName,
        l.Quantity,
        l.UnitPrice,
        l.Quantity * l.UnitPrice AS Amount,
        -- 明細ごとに税額を四捨五入
        ROUND(l.Quantity * l.UnitPrice * l.TaxRate, 0) AS Tax
    FROM dbo.InvoiceLine AS l
    INNER JOIN dbo.Item AS i ON i.ItemCode = l.ItemCode
    WHERE l.InvoiceNo = @InvoiceNo
      AND l.DeletedAt IS NULL
    ORDER BY l.LineNo;
END
GO

GRANT EXECUTE ON dbo.usp_GetInvoiceLines TO seikyu_app;
GO

-- 動作確認用
-- EXEC dbo.usp_GetInvoiceLines @InvoiceNo = 'INV-2406-0012';
-- 変更履歴は Database/CHANGELOG ではなくこのファイルの先頭コメントに書くこと（DBA 運用ルール）
