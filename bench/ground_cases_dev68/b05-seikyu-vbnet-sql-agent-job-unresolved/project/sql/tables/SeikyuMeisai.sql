CREATE TABLE dbo.SeikyuMeisai (
    SeikyuNo    VARCHAR(12)   NOT NULL,
    GyoNo       SMALLINT      NOT NULL,
    ShohinCd    VARCHAR(20)   NOT NULL,
    Suryo       DECIMAL(9,2)  NOT NULL,
    Tanka       DECIMAL(11,2) NOT NULL,
    Kingaku     DECIMAL(13,0) NOT NULL,
    CONSTRAINT PK_SeikyuMeisai PRIMARY KEY CLUSTERED (SeikyuNo, GyoNo)
);
GO
CREATE NONCLUSTERED INDEX IX_SeikyuMeisai_ShohinCd ON dbo.SeikyuMeisai (ShohinCd);
GO
