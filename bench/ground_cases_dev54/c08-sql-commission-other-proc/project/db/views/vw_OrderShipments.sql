-- One row per shipment with its order, for the logistics dashboard.
-- Orders shipped in several parts appear once per shipment ON PURPOSE.
CREATE OR ALTER VIEW dbo.vw_OrderShipments
AS
SELECT
    o.OrderId,
    o.OrderNo,
    o.CustomerId,
    o.NetAmount,
    s.ShipmentId,
    s.WarehouseId,
    s.CarrierCode,
    s.WaybillNo,
    s.ShippedAt,
    DATEDIFF(HOUR, o.CreatedAt, s.ShippedAt) AS HoursToShip
FROM dbo.Orders o
JOIN dbo.Shipments s   ON s.OrderId = o.OrderId
WHERE o.Status <> 'CANCELLED';
GO

-- Usage (dashboard):
--   SELECT CarrierCode, AVG(HoursToShip) FROM dbo.vw_OrderShipments
--   WHERE ShippedAt >= DATEADD(DAY, -7, SYSDATETIME()) GROUP BY CarrierCode;
--
-- Do not SUM(NetAmount) over this view: an order with n shipments is counted n times.
-- For money use dbo.Orders directly.
--
-- History:
--   2019-04  created for the logistics dashboard (Power BI)
--   2021-09  added HoursToShip
