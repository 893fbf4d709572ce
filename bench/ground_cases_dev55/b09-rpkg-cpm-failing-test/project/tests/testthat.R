library(testthat)
library(dropnorm)

test_check("dropnorm")
