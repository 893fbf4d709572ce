' Run by Windows Task Scheduler: opens the workbook, runs AutoRunMonthEnd, closes Excel.
' Action: Program "wscript.exe", arguments "C:\Shop\scripts\run_month_end.vbs"
Option Explicit
Dim xl, wb
Set xl = CreateObject("Excel.Application")
xl.Visible = False
xl.DisplayAlerts = False
Set wb = xl.Workbooks.Open("C:\Shop\SalesReport.xlsm")
xl.Run "'SalesReport.xlsm'!AutoRunMonthEnd"
wb.Close True
xl.Quit
Set wb = Nothing
Set xl = Nothing
