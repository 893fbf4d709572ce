module Syntax
  ( Name
  , BinOp (..)
  , Expr (..)
  , Value (..)
  , showValue
  ) where

import Env (Env)

type Name = String

data BinOp = Add | Sub | Mul | Div | Lt | Eq
  deriving (Eq, Show)

data Expr
  = Num Integer
  | Bool Bool
  | Var Name
  | Bin BinOp Expr Expr
  | If Expr Expr Expr
  | Let Name Expr Expr
  | Lam Name Expr
  | App Expr Expr
  deriving (Eq, Show)

data Value
  = VInt Integer
  | VBool Bool
  | Closure Name Expr (Env Value)

showValue :: Value -> String
showValue (VInt n) = show n
showValue (VBool b) = if b then "true" else "false"
showValue Closure {} = "<fun>"
