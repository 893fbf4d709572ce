      *================================================================*
      * INTCALC  月末计息  (主机原程序, 2003 年, 仅供移植对照)          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INTCALC.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAL          PIC S9(13)V99 COMP-3.
       01  WS-RATE         PIC S9(3)V9(6) COMP-3.
       01  WS-DAYS         PIC 9(3).
       01  WS-INT          PIC S9(13)V99 COMP-3.
       LINKAGE SECTION.
       01  LK-ACCT.
           05  LK-BAL      PIC S9(13)V99 COMP-3.
           05  LK-RATE     PIC S9(3)V9(6) COMP-3.
           05  LK-DAYS     PIC 9(3).
           05  LK-INT      PIC S9(13)V99 COMP-3.
       PROCEDURE DIVISION USING LK-ACCT.
           MOVE LK-BAL  TO WS-BAL
           MOVE LK-RATE TO WS-RATE
           MOVE LK-DAYS TO WS-DAYS
      *    年利率 / 360 按实际天数计息, 四舍五入到分
           COMPUTE WS-INT ROUNDED =
               WS-BAL * WS-RATE * WS-DAYS / 360
           MOVE WS-INT TO LK-INT
           GOBACK.
