      *****************************************************************
      * KYUYO01  月次給与計算 (1998/04 初版, 2009/10 深夜手当追加)
      * Java 移行 (2025) の参照用に残しているソース. 修正禁止.
      *****************************************************************
       IDENTIFICATION DIVISION.
       PROGRAM-ID. KYUYO01.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WK-KIHONKYU          PIC 9(7)       COMP-3.
       01  WK-JIKYU             PIC 9(5)V99    COMP-3.
       01  WK-ZANGYO-FUN        PIC 9(5)       COMP-3.
       01  WK-SHINYA-FUN        PIC 9(5)       COMP-3.
       01  WK-HYOJUN-HOSHU      PIC 9(7)       COMP-3.
       01  WK-KENKO-RITSU       PIC 9V9(5)     COMP-3.
       01  WK-ZANGYO-TEATE      PIC 9(7)       COMP-3.
       01  WK-SHINYA-TEATE      PIC 9(7)       COMP-3.
       01  WK-KENKO-HOKEN       PIC 9(7)       COMP-3.
       01  WK-SHIKYU-GOKEI      PIC 9(8)       COMP-3.
       PROCEDURE DIVISION.
       MAIN-PROC.
           PERFORM CALC-ZANGYO.
           PERFORM CALC-SHINYA.
           PERFORM CALC-KENKO.
           COMPUTE WK-SHIKYU-GOKEI = WK-KIHONKYU + WK-ZANGYO-TEATE
                                   + WK-SHINYA-TEATE.
           GOBACK.
      * 残業手当: 時給 * 1.25 * 分 / 60 (円未満切捨て)
       CALC-ZANGYO.
           COMPUTE WK-ZANGYO-TEATE =
               WK-JIKYU * 1.25 * WK-ZANGYO-FUN / 60.
      * 深夜手当: 時給 * 0.25 * 分 / 60 (円未満切捨て)
       CALC-SHINYA.
           COMPUTE WK-SHINYA-TEATE =
               WK-JIKYU * 0.25 * WK-SHINYA-FUN / 60.
      * 健康保険料(本人分): 標準報酬 * 料率 / 2 (50銭超切上げ相当)
       CALC-KENKO.
           COMPUTE WK-KENKO-HOKEN ROUNDED =
               WK-HYOJUN-HOSHU * WK-KENKO-RITSU / 2.
