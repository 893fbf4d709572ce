module Logslice
  VERSION = "0.6.2"
end
