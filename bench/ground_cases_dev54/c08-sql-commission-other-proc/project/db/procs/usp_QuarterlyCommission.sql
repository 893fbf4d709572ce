-- Quarterly commission summary for the regional managers (report "销售提成季报").
-- Copied from usp_MonthlyCommission in 2020 and extended with the region.
CREATE OR ALTER PROCEDURE dbo.usp_QuarterlyCommission
    @Year    INT,
    @Quarter INT
AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @QuarterStart DATE = DATEFROMPARTS(@Year, (@Quarter - 1) * 3 + 1, 1);
    DECLARE @QuarterEnd   DATE = DATEADD(MONTH, 3, @QuarterStart);

    SELECT
        g.RegionName,
        r.SalesRepId,
        r.FullName                          AS SalesRep,
        COUNT(o.OrderId)                    AS Orders,
        SUM(o.NetAmount)                    AS NetSales,
        SUM(o.NetAmount * r.CommissionRate) AS Commission
    FROM dbo.Orders o
    JOIN dbo.SalesReps r   ON r.SalesRepId = o.SalesRepId
    JOIN dbo.Regions g     ON g.RegionId = r.RegionId
    JOIN dbo.Shipments s   ON s.OrderId = o.OrderId
    WHERE s.ShippedAt >= @QuarterStart
      AND s.ShippedAt <  @QuarterEnd
      AND o.Status <> 'CANCELLED'
    GROUP BY g.RegionName, r.SalesRepId, r.FullName
    ORDER BY g.RegionName, Commission DESC;
END;
GO
