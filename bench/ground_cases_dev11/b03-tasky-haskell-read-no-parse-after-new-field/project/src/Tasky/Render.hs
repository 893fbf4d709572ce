module Tasky.Render
  ( renderTasks
  , renderTask
  ) where

import Data.Time.Calendar (Day, showGregorian)
import Tasky.Types

renderTasks :: [Task] -> String
renderTasks [] = "no tasks\n"
renderTasks ts = unlines (map renderTask ts)

renderTask :: Task -> String
renderTask t = concat
  [ pad 4 ('#' : show (taskId t))
  , if taskDone t then "[x] " else "[ ] "
  , prioMark (taskPriority t)
  , taskTitle t
  , tagsPart (taskTags t)
  , duePart (taskDue t)
  ]

prioMark :: Priority -> String
prioMark High   = "!! "
prioMark Normal = ""
prioMark Low    = "(low) "

tagsPart :: [String] -> String
tagsPart []   = ""
tagsPart tags = "  " ++ unwords (map ('+' :) tags)

duePart :: Maybe Day -> String
duePart Nothing  = ""
duePart (Just d) = "  (due " ++ showGregorian d ++ ")"

pad :: Int -> String -> String
pad n s = s ++ replicate (n - length s) ' ' ++ " "
