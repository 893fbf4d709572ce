module Main (main) where

import BST
import Data.List (nub, sort)
import Test.QuickCheck

prop_insertMember :: Int -> [Int] -> Bool
prop_insertMember x xs = member x (insert x (fromList xs))

prop_toListSorted :: [Int] -> Bool
prop_toListSorted xs = toList (fromList xs) == sort (nub xs)

prop_deleteKeepsOrder :: Int -> [Int] -> Bool
prop_deleteKeepsOrder x xs = toList (delete x (fromList xs)) == filter (/= x) (sort (nub xs))

prop_deleteRemoves :: Int -> [Int] -> Bool
prop_deleteRemoves x xs = not (member x (delete x (fromList xs)))

prop_size :: [Int] -> Bool
prop_size xs = size (fromList xs) == length (nub xs)

prop_heightBound :: [Int] -> Bool
prop_heightBound xs = height t <= size t && (size t == 0 || height t >= 1)
  where
    t = fromList xs

main :: IO ()
main = do
  quickCheck prop_insertMember
  quickCheck prop_toListSorted
  quickCheck prop_deleteKeepsOrder
  quickCheck prop_deleteRemoves
  quickCheck prop_size
  quickCheck prop_heightBound
