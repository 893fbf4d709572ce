-- 月次請求書一覧 (請求書一覧画面)
-- 2012/03 作成
IF OBJECT_ID('dbo.usp_GetMonthlyInvoices', 'P') IS NOT NULL
    DROP PROCEDURE dbo.usp_GetMonthlyInvoices;
GO
CREATE PROCEDURE dbo.usp_GetMonthlyInvoices
    @TargetYm    CHAR(6),
    @TokuisakiCd VARCHAR(10) = NULL
AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @From DATE = CONVERT(DATE, @TargetYm + '01', 112);
    DECLARE @To   DATE = DATEADD(MONTH, 1, @From);

    SELECT h.SeikyuNo,
           t.TokuisakiName,
           h.SeikyuDate,
           SUM(m.Kingaku) AS Kingaku
      FROM dbo.SeikyuHeader h
      JOIN dbo.SeikyuMeisai m ON m.SeikyuNo = h.SeikyuNo
      JOIN dbo.Tokuisaki t    ON t.TokuisakiCd = h.TokuisakiCd
     WHERE h.SeikyuDate >= @From
       AND h.SeikyuDate <  @To
       AND (@TokuisakiCd IS NULL OR h.TokuisakiCd = @TokuisakiCd)
     GROUP BY h.SeikyuNo, t.TokuisakiName, h.SeikyuDate
     ORDER BY h.SeikyuDate, h.SeikyuNo;
END
GO
