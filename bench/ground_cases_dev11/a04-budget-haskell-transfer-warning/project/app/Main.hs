module Main (main) where

import qualified Data.Text as T
import qualified Data.Text.IO as TIO
import System.Environment (getArgs)
import System.Exit (exitFailure)
import System.IO (hPutStrLn, stderr)

import Budget.Parse
import Budget.Report
import Budget.Types

main :: IO ()
main = do
  args <- getArgs
  case args of
    ["summary", path] -> summary path
    ["categories"] -> mapM_ (TIO.putStrLn . categoryLabel) ([minBound .. maxBound] :: [Category])
    _ -> do
      hPutStrLn stderr "usage: budget summary FILE.csv\n       budget categories"
      exitFailure

summary :: FilePath -> IO ()
summary path = do
  input <- TIO.readFile path
  case parseEntries input of
    Left (ParseError n reason) -> do
      hPutStrLn stderr (path <> ":" <> show n <> ": " <> T.unpack reason)
      exitFailure
    Right entries -> TIO.putStr (renderReport (monthlySpending entries))
