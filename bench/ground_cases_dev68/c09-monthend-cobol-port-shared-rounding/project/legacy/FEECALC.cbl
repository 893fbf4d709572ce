      *================================================================*
      * FEECALC  月末账户管理费  (主机原程序, 2011 年改, 仅供移植对照)  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FEECALC.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAL          PIC S9(13)V99 COMP-3.
       01  WS-FEE-RATE     PIC S9V9(6) COMP-3 VALUE 0.000350.
       01  WS-FEE          PIC S9(7)V99 COMP-3.
       01  WS-FEE-MIN      PIC S9(7)V99 COMP-3 VALUE 2.00.
       LINKAGE SECTION.
       01  LK-ACCT.
           05  LK-BAL      PIC S9(13)V99 COMP-3.
           05  LK-FEE      PIC S9(7)V99 COMP-3.
       PROCEDURE DIVISION USING LK-ACCT.
           MOVE LK-BAL TO WS-BAL
      *    2011 监管要求: 手续费按银行家舍入 (NEAREST-EVEN)
           COMPUTE WS-FEE ROUNDED MODE IS NEAREST-EVEN =
               WS-BAL * WS-FEE-RATE
           IF WS-FEE < WS-FEE-MIN
               MOVE WS-FEE-MIN TO WS-FEE
           END-IF
           MOVE WS-FEE TO LK-FEE
           GOBACK.
