module Main (main) where

import Data.List (sortOn)
import Options.Applicative (execParser)
import System.Exit (exitFailure)
import System.IO (hPutStrLn, stderr)
import Tasky.Parse (commandInfo)
import Tasky.Render (renderTasks)
import Tasky.Store
import Tasky.Types

main :: IO ()
main = do
  cmd <- execParser commandInfo
  path <- storePath
  tasks <- loadTasks path
  run path tasks cmd

run :: FilePath -> [Task] -> Command -> IO ()
run path tasks (Add title prio tags due) = do
  let t = Task
        { taskId = nextId tasks
        , taskTitle = title
        , taskPriority = prio
        , taskDone = False
        , taskTags = tags
        , taskDue = due
        }
  saveTasks path (tasks ++ [t])
  putStrLn ("added #" ++ show (taskId t) ++ ": " ++ title)
run _ tasks (List showAll byDue tag) =
  putStr (renderTasks (order (filter keep tasks)))
  where
    keep t = (showAll || not (taskDone t)) && maybe True (`elem` taskTags t) tag
    order = if byDue then sortOn dueKey else id
    -- tasks with a due date first (earliest first), then the rest in id order
    dueKey t = maybe (1 :: Int, Nothing) (\d -> (0, Just d)) (taskDue t)
run path tasks (Done n) = updateTask path tasks n (\t -> t { taskDone = True }) "done"
run path tasks (Remove n)
  | any ((== n) . taskId) tasks = do
      saveTasks path (filter ((/= n) . taskId) tasks)
      putStrLn ("removed #" ++ show n)
  | otherwise = notFound n

updateTask :: FilePath -> [Task] -> Int -> (Task -> Task) -> String -> IO ()
updateTask path tasks n f verb
  | any ((== n) . taskId) tasks = do
      saveTasks path [if taskId t == n then f t else t | t <- tasks]
      putStrLn (verb ++ " #" ++ show n)
  | otherwise = notFound n

notFound :: Int -> IO ()
notFound n = hPutStrLn stderr ("tasky: no task #" ++ show n) >> exitFailure
