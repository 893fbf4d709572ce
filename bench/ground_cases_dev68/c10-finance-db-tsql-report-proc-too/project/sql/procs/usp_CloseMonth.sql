IF OBJECT_ID('dbo.usp_CloseMonth', 'P') IS NOT NULL
    DROP PROCEDURE dbo.usp_CloseMonth;
GO
-- 月结：按客户汇总当月发票写入 MonthClose。2009 年 zhangh，2014 年迁 2012 改用 EOMONTH
CREATE PROCEDURE dbo.usp_CloseMonth
    @Year  INT,
    @Month INT
AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @Start DATETIME = DATEFROMPARTS(@Year, @Month, 1);
    DECLARE @End   DATETIME = EOMONTH(@Start);

    BEGIN TRAN;

    DELETE FROM dbo.MonthClose WHERE CloseYear = @Year AND CloseMonth = @Month;

    INSERT INTO dbo.MonthClose (CloseYear, CloseMonth, CustomerID, InvoiceCount, Amount, TaxAmount)
    SELECT @Year, @Month, i.CustomerID, COUNT(*), SUM(i.Amount), SUM(i.TaxAmount)
    FROM dbo.Invoices i WITH (NOLOCK)
    -- InvoiceDate 带时分秒，BETWEEN ... @End 只到月末 00:00，会漏掉最后一天
    WHERE i.InvoiceDate >= @Start
      AND i.InvoiceDate < DATEADD(DAY, 1, @End)
      AND i.Status <> 'V'
    GROUP BY i.CustomerID;

    COMMIT TRAN;
END
GO
