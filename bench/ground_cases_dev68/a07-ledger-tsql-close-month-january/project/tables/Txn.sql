CREATE TABLE dbo.Txn (
    TxnId        bigint IDENTITY(1, 1) NOT NULL CONSTRAINT PK_Txn PRIMARY KEY,
    AccountId    int            NOT NULL CONSTRAINT FK_Txn_Account REFERENCES dbo.Account (AccountId),
    TxnDate      datetime       NOT NULL,   -- posting time, not just the day (since 2013)
    Reference    varchar(30)    NULL,
    Description  nvarchar(200)  NOT NULL,
    Amount       decimal(18, 2) NOT NULL,
    Reversed     bit            NOT NULL CONSTRAINT DF_Txn_Reversed DEFAULT (0)
);
GO
CREATE INDEX IX_Txn_Account_Date ON dbo.Txn (AccountId, TxnDate) INCLUDE (Amount, Reversed);
GO
