module Budget.Types
  ( Category (..)
  , Entry (..)
  , Month (..)
  , monthOf
  ) where

import Data.Text (Text)
import Data.Time.Calendar (Day, toGregorian)

data Category
  = Groceries
  | Rent
  | Transport
  | Eating
  | Fun
  | Income
  | Transfer
  | Other
  deriving (Eq, Ord, Show, Enum, Bounded)

-- | One row of the export. Amounts are in cents; spending is negative.
data Entry = Entry
  { entryDay      :: !Day
  , entryCategory :: !Category
  , entryAmount   :: !Int
  , entryNote     :: !Text
  }
  deriving (Eq, Show)

newtype Month = Month (Integer, Int)
  deriving (Eq, Ord, Show)

monthOf :: Day -> Month
monthOf day = let (y, m, _) = toGregorian day in Month (y, m)
