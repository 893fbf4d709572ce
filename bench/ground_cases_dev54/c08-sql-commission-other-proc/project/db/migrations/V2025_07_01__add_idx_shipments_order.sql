-- RPT-1290: commission reports look up shipments by order.
CREATE NONCLUSTERED INDEX IX_Shipments_OrderId
    ON dbo.Shipments (OrderId)
    INCLUDE (ShippedAt);
GO
