{-# LANGUAGE OverloadedStrings #-}

module Budget.Report
  ( categoryLabel
  , monthlySpending
  , renderReport
  , spendingOnly
  ) where

import Data.List (foldl', sortOn)
import qualified Data.Map.Strict as M
import Data.Ord (Down (..))
import Data.Text (Text)
import qualified Data.Text as T
import Text.Printf (printf)

import Budget.Types

categoryLabel :: Category -> Text
categoryLabel c = case c of
  Groceries -> "Groceries"
  Rent      -> "Rent"
  Transport -> "Transport"
  Eating    -> "Eating out"
  Fun       -> "Fun"
  Income    -> "Income"
  Other     -> "Other"

-- | Month -> category -> cents spent, as positive numbers.
monthlySpending :: [Entry] -> M.Map Month (M.Map Category Int)
monthlySpending = foldl' add M.empty . spendingOnly
  where
    add acc e =
      M.insertWith (M.unionWith (+)) (monthOf (entryDay e))
        (M.singleton (entryCategory e) (negate (entryAmount e))) acc

isSpending :: Entry -> Bool
isSpending e = entryAmount e < 0 && entryCategory e `notElem` [Income, Transfer]

spendingOnly :: [Entry] -> [Entry]
spendingOnly es = filter isSpending es

renderReport :: M.Map Month (M.Map Category Int) -> Text
renderReport = T.unlines . concatMap renderMonth . M.toList

renderMonth :: (Month, M.Map Category Int) -> [Text]
renderMonth (Month (y, m), cats) =
  T.pack (printf "%04d-%02d  %10s" y m (money total))
    : map line (sortOn (Down . snd) (M.toList cats))
  where
    total = sum (M.elems cats)
    line (cat, cents) = T.pack (printf "  %-12s %10s" (T.unpack (categoryLabel cat)) (money cents))

money :: Int -> String
money cents = printf "%s%d.%02d" sign (abs cents `div` 100) (abs cents `mod` 100)
  where
    sign = if cents < 0 then "-" else "" :: String
