EXEC tSQLt.NewTestClass 'CommissionTests';
GO

CREATE OR ALTER PROCEDURE CommissionTests.[test split shipments count once]
AS
BEGIN
    EXEC tSQLt.FakeTable 'dbo.Orders';
    EXEC tSQLt.FakeTable 'dbo.SalesReps';
    EXEC tSQLt.FakeTable 'dbo.Shipments';

    INSERT dbo.SalesReps (SalesRepId, FullName, CommissionRate) VALUES (1, N'张三', 0.05);
    INSERT dbo.Orders (OrderId, SalesRepId, NetAmount, Status) VALUES (10, 1, 1000.00, 'SHIPPED');
    INSERT dbo.Shipments (OrderId, ShippedAt) VALUES
        (10, '2025-06-03'), (10, '2025-06-10'), (10, '2025-07-02');

    CREATE TABLE #Actual (SalesRepId INT, SalesRep NVARCHAR(50), Orders INT, NetSales DECIMAL(14,2), Commission DECIMAL(14,4));
    INSERT #Actual EXEC dbo.usp_MonthlyCommission @Year = 2025, @Month = 6;

    SELECT SalesRepId, SalesRep, Orders, NetSales, Commission INTO #Expected FROM #Actual WHERE 1 = 0;
    INSERT #Expected VALUES (1, N'张三', 1, 1000.00, 50.0000);

    EXEC tSQLt.AssertEqualsTable '#Expected', '#Actual';
END;
GO

-- Run: EXEC tSQLt.Run 'CommissionTests';
-- The fake tables drop constraints, so only the columns used above need values.
-- Orders shipped in two different months count in the month of the FIRST shipment.
-- Cancelled orders are excluded (o.Status <> 'CANCELLED').
-- Sales reps without shipped orders in the month do not appear at all.
-- Keep this file in sync with db/procs/usp_MonthlyCommission.sql.
