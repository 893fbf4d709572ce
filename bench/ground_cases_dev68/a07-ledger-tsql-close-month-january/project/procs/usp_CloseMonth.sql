/*
    dbo.usp_CloseMonth
    Runs on the 1st of every month at 01:00 (SQL Agent job "Close month",
    owned by the DBA team) and closes the previous month: snapshot balances
    into dbo.MonthClose and lock the month against back-dated postings.
*/
IF OBJECT_ID('dbo.usp_CloseMonth', 'P') IS NOT NULL
    DROP PROCEDURE dbo.usp_CloseMonth;
GO
CREATE PROCEDURE dbo.usp_CloseMonth
AS
BEGIN
    SET NOCOUNT ON;
    SET XACT_ABORT ON;

    DECLARE @Today date = CAST(GETDATE() AS date);
    DECLARE @Month int  = MONTH(@Today) - 1;   -- the month being closed
    DECLARE @Year  int  = YEAR(@Today);
    DECLARE @From  date = DATEFROMPARTS(@Year, @Month, 1);
    DECLARE @Next  date = DATEADD(month, 1, @From);

    IF EXISTS (SELECT 1 FROM dbo.MonthClose WHERE CloseYear = @Year AND CloseMonth = @Month)
    BEGIN
        RAISERROR('Month %d/%d is already closed.', 16, 1, @Month, @Year);
        RETURN;
    END

    BEGIN TRANSACTION;

    INSERT INTO dbo.MonthClose (CloseYear, CloseMonth, AccountId, Balance, ClosedAt)
    SELECT @Year, @Month, a.AccountId,
           ISNULL(SUM(t.Amount), 0),
           SYSDATETIME()
      FROM dbo.Account a
      LEFT JOIN dbo.Txn t
             ON t.AccountId = a.AccountId
            AND t.TxnDate < @Next
            AND t.Reversed = 0
     GROUP BY a.AccountId;

    UPDATE dbo.Ledger
       SET LockedUntil = @Next
     WHERE LockedUntil < @Next;

    COMMIT TRANSACTION;
END
GO
