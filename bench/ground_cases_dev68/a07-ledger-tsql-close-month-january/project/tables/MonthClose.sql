CREATE TABLE dbo.MonthClose (
    CloseYear   int            NOT NULL,
    CloseMonth  int            NOT NULL,
    AccountId   int            NOT NULL,
    Balance     decimal(18, 2) NOT NULL,
    ClosedAt    datetime2      NOT NULL,
    CONSTRAINT PK_MonthClose PRIMARY KEY (CloseYear, CloseMonth, AccountId)
);
GO
