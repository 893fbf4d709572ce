{-# LANGUAGE OverloadedStrings #-}

module Budget.Parse
  ( ParseError (..)
  , parseEntries
  , parseLine
  , parseCategory
  , parseAmount
  ) where

import Data.Char (isDigit)
import Data.Text (Text)
import qualified Data.Text as T
import Data.Time.Format (defaultTimeLocale, parseTimeM)

import Budget.Types

data ParseError = ParseError
  { errLine   :: !Int
  , errReason :: !Text
  }
  deriving (Eq, Show)

-- | Parse a whole export, skipping the header line and blank lines.
parseEntries :: Text -> Either ParseError [Entry]
parseEntries input = traverse numbered rows
  where
    rows = filter (not . T.null . T.strip . snd) (drop 1 (zip [1 ..] (T.lines input)))
    numbered (n, l) = either (Left . ParseError n) Right (parseLine l)

-- | One line: @2024-03-01,groceries,-23.40,REWE Markt@. The note may contain commas.
parseLine :: Text -> Either Text Entry
parseLine line = case T.splitOn "," line of
  (d : c : a : rest) -> do
    day <- maybe (Left ("bad date: " <> d)) Right (parseTimeM True defaultTimeLocale "%Y-%m-%d" (T.unpack d))
    cat <- parseCategory c
    cents <- parseAmount a
    pure (Entry day cat cents (T.strip (T.intercalate "," rest)))
  _ -> Left ("expected date,category,amount[,note]: " <> line)

parseCategory :: Text -> Either Text Category
parseCategory raw = case T.toLower (T.strip raw) of
  "groceries" -> Right Groceries
  "rent"      -> Right Rent
  "transport" -> Right Transport
  "eating"    -> Right Eating
  "fun"       -> Right Fun
  "income"    -> Right Income
  "transfer"  -> Right Transfer
  ""          -> Right Other
  other       -> Left ("unknown category: " <> other)

-- | @"-23.40"@ is -2340 cents. At most two decimals, a dot as the decimal
-- separator, and no thousands separators.
parseAmount :: Text -> Either Text Int
parseAmount raw
  | T.null whole || not (T.all isDigit whole) = bad
  | not (T.all isDigit fracDigits) || T.length fracDigits > 2 = bad
  | otherwise = Right (sign (read (T.unpack whole) * 100 + cents fracDigits))
  where
    t = T.strip raw
    (sign, digits) = case T.uncons t of
      Just ('-', rest) -> (negate, rest)
      Just ('+', rest) -> (id, rest)
      _ -> (id, t)
    (whole, frac) = T.breakOn "." digits
    fracDigits = T.drop 1 frac
    bad = Left ("bad amount: " <> raw)
    cents f = case T.length f of
      0 -> 0
      1 -> read (T.unpack f) * 10
      _ -> read (T.unpack f)
