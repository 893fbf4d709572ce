-- Top customers by net sales in a date range (report "客户销售排行").
-- An order counts once if any of its shipments falls in the range (EXISTS, not JOIN,
-- so orders shipped in several parts are not counted twice).
CREATE OR ALTER PROCEDURE dbo.usp_SalesRanking
    @From DATE,
    @To   DATE,
    @Top  INT = 50
AS
BEGIN
    SET NOCOUNT ON;

    SELECT TOP (@Top)
        c.CustomerId,
        c.CustomerName,
        COUNT(o.OrderId)  AS Orders,
        SUM(o.NetAmount)  AS NetSales
    FROM dbo.Orders o
    JOIN dbo.Customers c ON c.CustomerId = o.CustomerId
    WHERE o.Status <> 'CANCELLED'
      AND EXISTS (
            SELECT 1
            FROM dbo.Shipments s
            WHERE s.OrderId = o.OrderId
              AND s.ShippedAt >= @From
              AND s.ShippedAt <  @To
      )
    GROUP BY c.CustomerId, c.CustomerName
    ORDER BY NetSales DESC;
END;
GO
