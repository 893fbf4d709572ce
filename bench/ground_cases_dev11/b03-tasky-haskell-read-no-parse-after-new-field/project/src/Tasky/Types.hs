module Tasky.Types
  ( Task (..)
  , Priority (..)
  , Command (..)
  ) where

import Data.Time.Calendar (Day)

data Priority = Low | Normal | High
  deriving (Show, Read, Eq, Ord, Enum, Bounded)

data Task = Task
  { taskId       :: Int
  , taskTitle    :: String
  , taskPriority :: Priority
  , taskDone     :: Bool
  , taskTags     :: [String]
  , taskDue      :: Maybe Day
  } deriving (Show, Read, Eq)

data Command
  = Add String Priority [String] (Maybe Day)
  | List Bool Bool (Maybe String)   -- include finished tasks?, sort by due?, tag filter
  | Done Int
  | Remove Int
  deriving (Show, Eq)
