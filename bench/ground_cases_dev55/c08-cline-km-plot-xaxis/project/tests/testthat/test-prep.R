# Unit tests for the analysis dataset (R/prep.R).
# Run from the repository root: Rscript -e 'testthat::test_dir("tests/testthat")'
source("../../R/prep.R", chdir = TRUE)

toy <- data.frame(
  pid = 1:4, arm = c("A", "B", "A", "B"),
  os_days = c(100, 200, 365.25, 30), os_event = c(1, 0, 1, 0),
  pfs_days = c(50, 100, 200, 30), pfs_event = c(1, 1, 0, 0),
  age = c(60, 70, 64, 65), ecog = c(0, 1, 2, 0)
)

test_that("months are computed from days", {
  d <- prep_survival(toy)
  expect_equal(d$os_m[3], 12)
})

test_that("negative or missing times are dropped", {
  bad <- rbind(toy, transform(toy[1, ], pid = 5, os_days = -3))
  expect_equal(nrow(prep_survival(bad)), 4)
})

test_that("arm A is control, B is treatment (data/README.md)", {
  d <- prep_survival(toy)
  expect_equal(levels(d$arm), c("Control", "Treatment"))
  expect_equal(as.character(d$arm), c("Control", "Treatment", "Control", "Treatment"))
})

test_that("age groups split at 65", {
  d <- prep_survival(toy)
  expect_equal(as.character(d$age_group), c("<65", ">=65", "<65", ">=65"))
})
