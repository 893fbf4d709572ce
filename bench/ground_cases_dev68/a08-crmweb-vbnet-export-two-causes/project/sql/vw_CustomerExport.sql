-- Reporting view used by the Excel export (CustomerList.aspx) since release 4.7.
-- Flattens the address and formats the VAT id for the sales team.
IF OBJECT_ID('dbo.vw_CustomerExport', 'V') IS NOT NULL
    DROP VIEW dbo.vw_CustomerExport;
GO
CREATE VIEW dbo.vw_CustomerExport
AS
SELECT c.CustomerNo,
       CAST(c.Name AS varchar(100))   AS Name,
       a.Street,
       a.Zip,
       a.City,
       c.Region,
       UPPER(REPLACE(c.VatId, ' ', '')) AS VatId,
       c.Balance
  FROM dbo.Customer c
  LEFT JOIN dbo.Address a
         ON a.CustomerId = c.CustomerId
        AND a.IsBilling = 1
 WHERE c.IsDeleted = 0;
GO
