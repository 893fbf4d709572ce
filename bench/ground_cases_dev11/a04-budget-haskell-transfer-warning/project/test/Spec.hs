{-# LANGUAGE OverloadedStrings #-}

module Main (main) where

import Data.Either (isLeft)
import qualified Data.Map.Strict as M
import Data.Time.Calendar (fromGregorian)
import Test.Hspec

import Budget.Parse
import Budget.Report
import Budget.Types

entry :: Integer -> Int -> Int -> Category -> Int -> Entry
entry y m d cat cents = Entry (fromGregorian y m d) cat cents ""

main :: IO ()
main = hspec $ do
  describe "parseAmount" $ do
    it "parses negative amounts with cents" $
      parseAmount "-23.40" `shouldBe` Right (-2340)
    it "parses whole numbers" $
      parseAmount "850" `shouldBe` Right 85000
    it "pads a single decimal" $
      parseAmount "3.5" `shouldBe` Right 350
    it "rejects thousands separators" $
      parseAmount "1.234,50" `shouldSatisfy` isLeft

  describe "parseLine" $ do
    it "keeps commas in the note" $
      fmap entryNote (parseLine "2024-03-01,eating,-12.00,Pho 24, Kreuzberg")
        `shouldBe` Right "Pho 24, Kreuzberg"
    it "rejects unknown categories" $
      parseLine "2024-03-01,gadgets,-99.00," `shouldSatisfy` isLeft

  describe "monthlySpending" $ do
    it "sums spending per month and category and ignores income" $ do
      let es =
            [ entry 2024 3 1 Groceries (-2340)
            , entry 2024 3 9 Groceries (-1000)
            , entry 2024 3 25 Income 240000
            , entry 2024 4 2 Rent (-85000)
            ]
      monthlySpending es
        `shouldBe` M.fromList
          [ (Month (2024, 3), M.fromList [(Groceries, 3340)])
          , (Month (2024, 4), M.fromList [(Rent, 85000)])
          ]
