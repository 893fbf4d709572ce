-- | Environments: association lists from names to values, newest binding first.
module Env
  ( Env
  , emptyEnv
  , extend
  , lookupEnv
  , names
  ) where

import qualified Data.List as List

type Env v = [(String, v)]

emptyEnv :: Env v
emptyEnv = []

-- | Bind a name; a new binding shadows an older one with the same name.
extend :: String -> v -> Env v -> Env v
extend x v env = (x, v) : filter ((/= x) . fst) env

-- | The newest binding of a name, if any.
lookupEnv :: String -> Env v -> Maybe v
lookupEnv = List.lookup

-- | Bound names, newest first, without duplicates (for the REPL's :env command).
names :: Env v -> [String]
names = List.nub . map fst

-- Note for the report: extend is O(1) and lookupEnv is O(n) in the number of
-- bindings. A Data.Map would make lookup O(log n), but closures would then
-- copy the map's spine on every extend, which is fine for this assignment.
