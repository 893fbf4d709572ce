IF OBJECT_ID('dbo.usp_ArchiveOldInvoices', 'P') IS NOT NULL
    DROP PROCEDURE dbo.usp_ArchiveOldInvoices;
GO
-- 每年 1 月把 7 年前的发票挪到归档库
CREATE PROCEDURE dbo.usp_ArchiveOldInvoices
    @KeepYears INT = 7
AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @Cutoff DATETIME = DATEFROMPARTS(YEAR(GETDATE()) - @KeepYears, 1, 1);
    DECLARE @Batch INT = 5000;
    DECLARE @Moved INT = 1;

    WHILE @Moved > 0
    BEGIN
        BEGIN TRAN;
        DELETE TOP (@Batch) FROM dbo.Invoices
        OUTPUT deleted.* INTO FINDB_ARCHIVE.dbo.Invoices
        WHERE InvoiceDate < @Cutoff;
        SET @Moved = @@ROWCOUNT;
        COMMIT TRAN;
    END
END
GO
