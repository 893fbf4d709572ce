require "logslice/version"
require "logslice/cli"
