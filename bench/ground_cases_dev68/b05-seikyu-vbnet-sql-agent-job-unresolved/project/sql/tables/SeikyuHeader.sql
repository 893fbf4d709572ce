CREATE TABLE dbo.SeikyuHeader (
    SeikyuNo     VARCHAR(12)  NOT NULL PRIMARY KEY,
    TokuisakiCd  VARCHAR(10)  NOT NULL,
    SeikyuDate   DATE         NOT NULL,
    ShimeDate    DATE         NOT NULL,
    CreatedAt    DATETIME     NOT NULL DEFAULT GETDATE()
);
GO
CREATE NONCLUSTERED INDEX IX_SeikyuHeader_SeikyuDate ON dbo.SeikyuHeader (SeikyuDate) INCLUDE (TokuisakiCd);
GO
