module Tasky.Parse
  ( commandInfo
  ) where

import Data.Time.Calendar (Day)
import Data.Time.Format (defaultTimeLocale, parseTimeM)
import Options.Applicative
import Tasky.Types

commandInfo :: ParserInfo Command
commandInfo = info (commandParser <**> helper)
  (fullDesc <> progDesc "A tiny todo list for the terminal" <> header "tasky")

commandParser :: Parser Command
commandParser = hsubparser
  (  command "add"  (info addP    (progDesc "Add a task"))
  <> command "list" (info listP   (progDesc "List tasks"))
  <> command "done" (info doneP   (progDesc "Mark a task as done"))
  <> command "rm"   (info removeP (progDesc "Remove a task"))
  )

addP :: Parser Command
addP = Add
  <$> strArgument (metavar "TITLE")
  <*> option priorityReader
        (long "priority" <> short 'p' <> metavar "low|normal|high" <> value Normal)
  <*> many (strOption (long "tag" <> short 't' <> metavar "TAG"))
  <*> optional (option dayReader (long "due" <> short 'd' <> metavar "YYYY-MM-DD" <> help "Due date"))

listP :: Parser Command
listP = List
  <$> switch (long "all" <> short 'a' <> help "Include finished tasks")
  <*> switch (long "by-due" <> help "Sort by due date, tasks without one last")
  <*> optional (strOption (long "tag" <> short 't' <> metavar "TAG" <> help "Only tasks with this tag"))

doneP, removeP :: Parser Command
doneP = Done <$> argument auto (metavar "ID")
removeP = Remove <$> argument auto (metavar "ID")

priorityReader :: ReadM Priority
priorityReader = eitherReader $ \s -> case s of
  "low"    -> Right Low
  "normal" -> Right Normal
  "high"   -> Right High
  _        -> Left ("unknown priority: " ++ s)

dayReader :: ReadM Day
dayReader = eitherReader $ \s ->
  case parseTimeM True defaultTimeLocale "%Y-%m-%d" s of
    Just d  -> Right d
    Nothing -> Left ("invalid date (expected YYYY-MM-DD): " ++ s)
