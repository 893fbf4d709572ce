IF OBJECT_ID('dbo.usp_CustomerStatement', 'P') IS NOT NULL
    DROP PROCEDURE dbo.usp_CustomerStatement;
GO
-- 客户对账单：给定客户和日期区间（含两端）
CREATE PROCEDURE dbo.usp_CustomerStatement
    @CustomerID INT,
    @From       DATE,
    @To         DATE
AS
BEGIN
    SET NOCOUNT ON;

    SELECT i.InvoiceNo,
           i.InvoiceDate,
           i.Amount,
           i.TaxAmount,
           i.Status
    FROM dbo.Invoices i
    WHERE i.CustomerID = @CustomerID
      AND i.InvoiceDate >= @From
      AND i.InvoiceDate < DATEADD(DAY, 1, @To)
    ORDER BY i.InvoiceDate, i.InvoiceNo;

    SELECT SUM(CASE WHEN i.Status <> 'V' THEN i.Amount ELSE 0 END) AS TotalAmount
    FROM dbo.Invoices i
    WHERE i.CustomerID = @CustomerID
      AND i.InvoiceDate >= @From
      AND i.InvoiceDate < DATEADD(DAY, 1, @To);
END
GO
