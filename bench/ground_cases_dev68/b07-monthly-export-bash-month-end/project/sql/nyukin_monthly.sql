-- 月次入金明細
SELECT to_char(n.nyukin_date, 'YYYY/MM/DD') AS 入金日,
       n.tokuisaki_cd                       AS 得意先,
       n.kingaku                            AS 金額,
       n.shubetsu                           AS 種別
  FROM nyukin n
 WHERE n.nyukin_date >= :'start'
   AND n.nyukin_date <  :'end'
 ORDER BY n.nyukin_date, n.tokuisaki_cd;
