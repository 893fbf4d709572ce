module Tasky.Store
  ( storePath
  , loadTasks
  , saveTasks
  , nextId
  ) where

import Control.Exception (evaluate)
import System.Directory (createDirectoryIfMissing, doesFileExist, getHomeDirectory)
import System.Environment (lookupEnv)
import System.FilePath (takeDirectory, (</>))
import Tasky.Types

-- | Where tasks live: $TASKY_FILE, or ~/.local/share/tasky/tasks.db.
storePath :: IO FilePath
storePath = do
  override <- lookupEnv "TASKY_FILE"
  case override of
    Just p  -> pure p
    Nothing -> do
      home <- getHomeDirectory
      pure (home </> ".local" </> "share" </> "tasky" </> "tasks.db")

-- | One task per line, in 'show' format.
loadTasks :: FilePath -> IO [Task]
loadTasks path = do
  exists <- doesFileExist path
  if not exists
    then pure []
    else do
      contents <- readFile path
      _ <- evaluate (length contents) -- read it all before saveTasks overwrites the file
      pure (map read (lines contents))

saveTasks :: FilePath -> [Task] -> IO ()
saveTasks path tasks = do
  createDirectoryIfMissing True (takeDirectory path)
  writeFile path (unlines (map show tasks))

nextId :: [Task] -> Int
nextId [] = 1
nextId ts = maximum (map taskId ts) + 1
