toy <- function() {
  m <- matrix(c(10, 0, 5,
                20, 0, 5,
                70, 0, 0), nrow = 3, byrow = TRUE,
              dimnames = list(c("g1", "g2", "g3"), c("c1", "empty", "c3")))
  m
}

test_that("tpm columns sum to one million", {
  out <- tpm(toy(), lengths = c(1000, 2000, 500))
  expect_equal(unname(colSums(out)[c(1, 3)]), c(1e6, 1e6))
})

test_that("tpm handles zero library size", {
  out <- tpm(toy(), lengths = c(1000, 2000, 500))
  expect_false(anyNA(out))
  expect_equal(unname(out[, "empty"]), c(0, 0, 0))
})

test_that("normalize_counts handles empty droplets", {
  out <- normalize_counts(toy(), lengths = c(1000, 2000, 500))
  expect_false(anyNA(out))
  expect_equal(dim(out), c(3L, 3L))
})

test_that("cpm columns sum to one million", {
  out <- cpm(toy())
  expect_equal(unname(colSums(out)[c(1, 3)]), c(1e6, 1e6))
})

test_that("normalize_counts needs lengths for tpm", {
  expect_error(normalize_counts(toy(), method = "tpm"), "lengths")
})
