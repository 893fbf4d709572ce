-- Monthly sales commission per sales rep (report "销售提成月报").
-- An order counts in the month in which it was (first) shipped.
CREATE OR ALTER PROCEDURE dbo.usp_MonthlyCommission
    @Year  INT,
    @Month INT
AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @MonthStart DATE = DATEFROMPARTS(@Year, @Month, 1);
    DECLARE @MonthEnd   DATE = DATEADD(MONTH, 1, @MonthStart);

    SELECT
        r.SalesRepId,
        r.FullName                          AS SalesRep,
        COUNT(o.OrderId)                    AS Orders,
        SUM(o.NetAmount)                    AS NetSales,
        SUM(o.NetAmount * r.CommissionRate) AS Commission
    FROM dbo.Orders o
    JOIN dbo.SalesReps r   ON r.SalesRepId = o.SalesRepId
    CROSS APPLY (
        SELECT MIN(s.ShippedAt) AS FirstShippedAt
        FROM dbo.Shipments s
        WHERE s.OrderId = o.OrderId
    ) fs
    WHERE fs.FirstShippedAt >= @MonthStart
      AND fs.FirstShippedAt <  @MonthEnd
      AND o.Status <> 'CANCELLED'
    GROUP BY r.SalesRepId, r.FullName
    ORDER BY Commission DESC;
END;
GO
