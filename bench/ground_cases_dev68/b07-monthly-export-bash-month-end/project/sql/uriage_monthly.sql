-- 月次売上明細 (経理システム取込フォーマット)
SELECT to_char(u.uriage_date, 'YYYY/MM/DD') AS 売上日,
       u.store_cd                           AS 店舗,
       u.item_cd                            AS 商品,
       u.suryo                              AS 数量,
       u.kingaku                            AS 金額
  FROM uriage u
 WHERE u.uriage_date >= :'start'
   AND u.uriage_date <  :'end'
 ORDER BY u.uriage_date, u.store_cd, u.item_cd;
