CREATE TABLE dbo.Shipments (
    ShipmentId   INT IDENTITY(1,1) NOT NULL PRIMARY KEY,
    OrderId      INT            NOT NULL,
    WarehouseId  INT            NOT NULL,
    CarrierCode  NVARCHAR(16)   NOT NULL,
    WaybillNo    NVARCHAR(40)   NULL,
    ShippedAt    DATETIME2(0)   NULL,
    CreatedAt    DATETIME2(0)   NOT NULL CONSTRAINT DF_Shipments_CreatedAt DEFAULT SYSDATETIME(),
    CONSTRAINT FK_Shipments_Orders FOREIGN KEY (OrderId) REFERENCES dbo.Orders (OrderId)
);
