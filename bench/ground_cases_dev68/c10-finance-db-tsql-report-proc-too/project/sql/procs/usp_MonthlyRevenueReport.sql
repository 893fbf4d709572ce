IF OBJECT_ID('dbo.usp_MonthlyRevenueReport', 'P') IS NOT NULL
    DROP PROCEDURE dbo.usp_MonthlyRevenueReport;
GO
-- 报表组用：按客户、按天的当月收入，Reporting Services 的 "月度收入" 报表调用
CREATE PROCEDURE dbo.usp_MonthlyRevenueReport
    @Year  INT,
    @Month INT
AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @Start DATETIME = DATEFROMPARTS(@Year, @Month, 1);
    DECLARE @End   DATETIME = EOMONTH(@Start);

    SELECT c.CustomerCode,
           c.CustomerName,
           CONVERT(DATE, i.InvoiceDate) AS InvoiceDay,
           COUNT(*)            AS Invoices,
           SUM(i.Amount)       AS Amount,
           SUM(i.TaxAmount)    AS TaxAmount
    FROM dbo.Invoices i WITH (NOLOCK)
    INNER JOIN dbo.Customers c ON c.CustomerID = i.CustomerID
    WHERE i.InvoiceDate BETWEEN @Start AND @End
      AND i.Status IN ('N', 'R')
    GROUP BY c.CustomerCode, c.CustomerName, CONVERT(DATE, i.InvoiceDate)
    ORDER BY c.CustomerCode, InvoiceDay;
END
GO
