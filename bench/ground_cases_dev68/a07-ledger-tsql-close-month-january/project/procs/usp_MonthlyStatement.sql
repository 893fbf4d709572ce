/*
    dbo.usp_MonthlyStatement
    Statement lines for one account and one month, called by the statement
    print job (StatementRunner.exe) and the customer portal.
    2011-04  RH   created
    2014-09  RH   opening balance from fn_AccountBalance
*/
IF OBJECT_ID('dbo.usp_MonthlyStatement', 'P') IS NOT NULL
    DROP PROCEDURE dbo.usp_MonthlyStatement;
GO
CREATE PROCEDURE dbo.usp_MonthlyStatement
    @AccountId  int,
    @Year       int,
    @Month      int
AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @From date = DATEFROMPARTS(@Year, @Month, 1);
    DECLARE @To   date = EOMONTH(@From);

    SELECT 'OPENING' AS LineType,
           @From AS TxnDate,
           NULL AS Reference,
           N'Opening balance' AS Description,
           dbo.fn_AccountBalance(@AccountId, DATEADD(day, -1, @From)) AS Amount
    UNION ALL
    SELECT 'TXN',
           t.TxnDate,
           t.Reference,
           t.Description,
           t.Amount
      FROM dbo.Txn t
     WHERE t.AccountId = @AccountId
       AND t.TxnDate >= @From
       AND t.TxnDate < DATEADD(day, 1, @To)
       AND t.Reversed = 0
    ORDER BY TxnDate, Reference;
END
GO
