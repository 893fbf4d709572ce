/*
    dbo.fn_AccountBalance - balance of an account at the end of @AsOfDate
*/
IF OBJECT_ID('dbo.fn_AccountBalance', 'FN') IS NOT NULL
    DROP FUNCTION dbo.fn_AccountBalance;
GO
CREATE FUNCTION dbo.fn_AccountBalance (@AccountId int, @AsOfDate date)
RETURNS decimal(18, 2)
AS
BEGIN
    DECLARE @Balance decimal(18, 2);

    SELECT @Balance = ISNULL(SUM(Amount), 0)
      FROM dbo.Txn
     WHERE AccountId = @AccountId
       AND TxnDate < DATEADD(day, 1, @AsOfDate)
       AND Reversed = 0;

    RETURN @Balance;
END
GO
