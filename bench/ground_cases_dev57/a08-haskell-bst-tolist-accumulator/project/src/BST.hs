-- CMSC 433 Assignment 2: binary search trees
module BST
  ( BST (..)
  , empty
  , insert
  , member
  , delete
  , toList
  , fromList
  , size
  , height
  ) where

data BST a = Leaf | Node (BST a) a (BST a)
  deriving (Show, Eq)

empty :: BST a
empty = Leaf

insert :: Ord a => a -> BST a -> BST a
insert x Leaf = Node Leaf x Leaf
insert x t@(Node l v r)
  | x < v = Node (insert x l) v r
  | x > v = Node l v (insert x r)
  | otherwise = t

member :: Ord a => a -> BST a -> Bool
member _ Leaf = False
member x (Node l v r)
  | x < v = member x l
  | x > v = member x r
  | otherwise = True

-- remove the smallest element, returning it and the rest of the tree
popMin :: BST a -> Maybe (a, BST a)
popMin Leaf = Nothing
popMin (Node Leaf v r) = Just (v, r)
popMin (Node l v r) = case popMin l of
  Just (m, l') -> Just (m, Node l' v r)
  Nothing -> Nothing

delete :: Ord a => a -> BST a -> BST a
delete _ Leaf = Leaf
delete x (Node l v r)
  | x < v = Node (delete x l) v r
  | x > v = Node l v (delete x r)
  | otherwise = case (l, r) of
      (Leaf, _) -> r
      (_, Leaf) -> l
      _ -> case popMin r of
        Just (m, r') -> Node l m r'
        Nothing -> l

toList :: BST a -> [a]
toList Leaf = []
toList (Node l v r) = toList l ++ [v] ++ toList r

fromList :: Ord a => [a] -> BST a
fromList = foldr insert empty

size :: BST a -> Int
size Leaf = 0
size (Node l _ r) = size l + 1 + size r

height :: BST a -> Int
height Leaf = 0
height (Node l _ r) = 1 + max (height l) (height r)
