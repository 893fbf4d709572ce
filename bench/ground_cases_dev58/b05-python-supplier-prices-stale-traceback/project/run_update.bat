@echo off
rem タスク スケジューラから毎朝 7:00 に実行
cd /d C:\Users\kojima\tools\shiire
if not exist logs mkdir logs
set LOG=logs\update_%date:~0,4%%date:~5,2%%date:~8,2%.log
.venv\Scripts\python.exe update_prices.py >> %LOG% 2>&1
