@echo off
rem Deploys all functions and procedures to the given server/database.
rem   deploy.cmd SQLTEST01 Ledger
rem Uses Windows auth. Tables are NOT redeployed (migrations are manual).
if "%~2"=="" (
  echo usage: deploy.cmd SERVER DATABASE
  exit /b 1
)
for %%f in (..\functions\*.sql) do sqlcmd -S %1 -d %2 -E -b -i "%%f" || exit /b 1
for %%f in (..\procs\*.sql) do sqlcmd -S %1 -d %2 -E -b -i "%%f" || exit /b 1
echo deployed to %1/%2
