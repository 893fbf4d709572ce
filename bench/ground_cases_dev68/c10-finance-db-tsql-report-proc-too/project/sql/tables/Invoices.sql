CREATE TABLE dbo.Invoices (
    InvoiceID     INT IDENTITY(1,1) NOT NULL PRIMARY KEY,
    InvoiceNo     VARCHAR(20)   NOT NULL,
    CustomerID    INT           NOT NULL,
    InvoiceDate   DATETIME      NOT NULL,   -- 带时分秒，老系统写入的是开票时刻
    Amount        DECIMAL(18,2) NOT NULL,
    TaxAmount     DECIMAL(18,2) NOT NULL DEFAULT 0,
    Status        CHAR(1)       NOT NULL DEFAULT 'N',  -- N 正常, V 作废, R 红冲
    CreatedBy     VARCHAR(30)   NULL,
    CreatedAt     DATETIME      NOT NULL DEFAULT GETDATE()
);
GO
CREATE UNIQUE INDEX UX_Invoices_No ON dbo.Invoices (InvoiceNo);
CREATE INDEX IX_Invoices_Date ON dbo.Invoices (InvoiceDate) INCLUDE (CustomerID, Amount, Status);
GO
