module Main (main) where

import Control.Monad (unless)
import Eval (evalTop)
import Parser (parseExpr)
import Syntax (showValue)
import System.IO

main :: IO ()
main = do
  hSetBuffering stdout NoBuffering
  loop

loop :: IO ()
loop = do
  putStr "mini> "
  eof <- isEOF
  unless eof $ do
    line <- getLine
    unless (line == ":q") $ do
      case parseExpr line of
        Left err -> putStrLn ("parse error: " ++ show err)
        Right e -> putStrLn (either ("error: " ++) showValue (evalTop e))
      loop
