CREATE TABLE dbo.MonthClose (
    CloseYear     INT           NOT NULL,
    CloseMonth    INT           NOT NULL,
    CustomerID    INT           NOT NULL,
    InvoiceCount  INT           NOT NULL,
    Amount        DECIMAL(18,2) NOT NULL,
    TaxAmount     DECIMAL(18,2) NOT NULL,
    ClosedAt      DATETIME      NOT NULL DEFAULT GETDATE(),
    CONSTRAINT PK_MonthClose PRIMARY KEY (CloseYear, CloseMonth, CustomerID)
);
GO
